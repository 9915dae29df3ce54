/**
 * fetch() refuses URLs that carry credentials: this splits `http://user:pass@host/…` into a
 * credential-free URL and a Basic authorization header, for every HTTP endpoint a target names.
 */
export function withBasicAuth(raw: string): { url: string; headers: Record<string, string> } {
  const url = new URL(raw);
  const headers: Record<string, string> = {};
  if (url.username) {
    const user = decodeURIComponent(url.username);
    const password = decodeURIComponent(url.password);
    headers.authorization = `Basic ${Buffer.from(`${user}:${password}`).toString("base64")}`;
    url.username = "";
    url.password = "";
  }
  return { url: url.toString(), headers };
}
