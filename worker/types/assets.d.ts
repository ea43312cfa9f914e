/** Fonts imported as binary data (wrangler `[[rules]] type = "Data"`). */
declare module '*.ttf' {
  const data: ArrayBuffer;
  export default data;
}
