/** Fetches `base + path` for each path, one after another; throws on the first answer that is not 200. */
export async function answersOk(base, paths) {
  for (const pathname of paths) {
    const response = await fetch(`${base}${pathname}`);
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${base}${pathname} answered ${response.status}`);
  }
}
