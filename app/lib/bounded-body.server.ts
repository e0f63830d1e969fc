/**
 * A web service's answer read whole, but never past `maxBytes`: an answer that large is not the
 * service's, and reading on would hold the memory of a process serving the house. `tooLarge`
 * makes the caller's own error, thrown before the rest is read.
 */
export async function boundedText(response: Response, maxBytes: number, tooLarge: (message: string) => Error): Promise<string> {
  const declared = Number(response.headers.get("content-length") ?? 0);
  if (declared > maxBytes) throw tooLarge(`An answer of ${declared} bytes`);
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = response.body?.getReader();
  for (let read = await reader?.read(); reader && read && !read.done; read = await reader.read()) {
    size += read.value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw tooLarge(`An answer over ${maxBytes} bytes`);
    }
    chunks.push(read.value);
  }
  return Buffer.concat(chunks).toString("utf8");
}
