/** Browser and operating system named from a User-Agent, for the list of active sessions (no library: a few patterns). */
export interface Device {
  browser: string | null;
  os: string | null;
}

// Order matters: Edge and Opera also say "Chrome", Chrome also says "Safari", iOS also says "Mac OS X".
const browsers: [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];

const systems: [RegExp, string][] = [
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/CrOS/, 'ChromeOS'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
];

const firstMatch = (text: string, patterns: [RegExp, string][]) => patterns.find(([pattern]) => pattern.test(text))?.[1] ?? null;

export function deviceOf(userAgent: string | null): Device {
  if (!userAgent) return { browser: null, os: null };
  return { browser: firstMatch(userAgent, browsers), os: firstMatch(userAgent, systems) };
}
