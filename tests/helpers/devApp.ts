/** Every script a development page's entry loads statically (the entry first), with its code. */
export async function appScripts(origin: string, entry: string): Promise<Map<string, string>> {
  const scripts = new Map<string, string>();
  const queue = [entry];
  while (queue.length) {
    const url = queue.shift()!;
    if (scripts.has(url)) continue;
    const text = await (await fetch(`${origin}${url}`)).text();
    scripts.set(url, text);
    for (const match of text.matchAll(/(?:from|import)\s*"(\.\/[^"]+\.js)"/g)) queue.push(new URL(match[1]!, `${origin}${url}`).pathname);
  }
  return scripts;
}

/** Every script a development page's entry loads statically, fetched from the server and joined. */
export async function appCode(origin: string, entry: string): Promise<string> {
  return [...(await appScripts(origin, entry)).values()].join('');
}
