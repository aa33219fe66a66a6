/** Every script a development page's entry loads statically, fetched from the server and joined. */
export async function appCode(origin: string, entry: string): Promise<string> {
  const seen = new Set<string>();
  const queue = [entry];
  let code = '';
  while (queue.length) {
    const url = queue.shift()!;
    if (seen.has(url)) continue;
    seen.add(url);
    const text = await (await fetch(`${origin}${url}`)).text();
    code += text;
    for (const match of text.matchAll(/(?:from|import)\s*"(\.\/[^"]+\.js)"/g)) queue.push(new URL(match[1]!, `${origin}${url}`).pathname);
  }
  return code;
}
