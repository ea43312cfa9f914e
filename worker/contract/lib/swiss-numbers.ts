/** How a number carries a unit in Swiss typography (no zod: the SPA and the worker's documents share it). */

/** A no-break space before a unit, so `12.5` and `%` never part at a line end. */
export const withUnit = (text: string, unit: string) => `${text}\u00a0${unit}`;

/** `12.5 %`, in French `12,5 %` with the narrow no-break space French typography wants before `%`. */
export const withPercent = (text: string, language: string) =>
  language.startsWith('fr') ? `${text}\u202f%` : withUnit(text, '%');
