/**
 * The API answers the server inlined into the page's first HTML (apps/api seo/page-data.ts): the
 * public calls the first screen needs, so the phone need not make them before it can show anything.
 * Each answer serves one call, the first one made with the same method, path and body; every later
 * call goes to the network as usual.
 */
interface InitialResponse {
  method: string;
  path: string;
  body?: unknown;
  response: unknown;
}

export const initialResponsesElementId = 'initial-responses';

let unused: InitialResponse[] | undefined;

function readInlined(): InitialResponse[] {
  const element = typeof document === 'undefined' ? null : document.getElementById(initialResponsesElementId);
  if (!element?.textContent) return [];
  try {
    const parsed: unknown = JSON.parse(element.textContent);
    return Array.isArray(parsed) ? (parsed as InitialResponse[]) : [];
  } catch {
    return [];
  }
}

/** The inlined answer to this call, used up by this read; undefined when there is none (left). */
export function takeInitialResponse(method: string, path: string, body: unknown): unknown {
  unused ??= readInlined();
  const requestBody = body === undefined ? undefined : JSON.stringify(body);
  const index = unused.findIndex(
    (entry) => entry.method === method && entry.path === path && (entry.body === undefined ? undefined : JSON.stringify(entry.body)) === requestBody,
  );
  if (index === -1) return undefined;
  const [entry] = unused.splice(index, 1);
  return entry!.response;
}
