/** Runs `send` on consecutive slices of at most `size` items, one after the other; `done` counts the items sent. */
export async function inChunks<T>(items: readonly T[], size: number, send: (chunk: T[], done: number) => Promise<void>) {
  for (let at = 0; at < items.length; at += size) {
    const chunk = items.slice(at, at + size);
    await send(chunk, at + chunk.length);
  }
}
