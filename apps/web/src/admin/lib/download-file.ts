import type { Endpoint, EndpointRoute } from '@shop/core/contract/endpoint';
import { ApiError, apiUrl, httpError, setTokenHeaders } from '../../lib/api-client';
import { endRefusedSession } from '../../lib/auth';
import { getToken } from '../../lib/storage';

interface DownloadOptions {
  /** The file's type, as the Accept header: 'text/csv'. */
  accept: string;
  /** The name the browser saves it under. */
  fileName: string;
  /** The call's query parameters (empty ones left out). */
  query?: Record<string, string | undefined>;
}

/** Hands the file to the browser as a download. */
function saveFile(file: Blob, name: string) {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file over; the address is not needed after this turn.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * Fetches a file the API makes (a CSV export) and saves it on the device. apiCall reads JSON answers
 * only, and a plain link would carry no token, so this call signs the request as apiCall does; a
 * refusal is the same ApiError with the server's message and code, and a refused token ends the
 * session on this device as it does for apiCall.
 */
export async function downloadFile<E extends Endpoint>(route: EndpointRoute<E>, { accept, fileName, query = {} }: DownloadOptions): Promise<void> {
  const separator = route.indexOf(' ');
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value) search.set(name, value);
  const path = route.slice(separator + 1) + (search.toString() ? `?${search.toString()}` : '');
  const token = getToken();
  const headers = new Headers({ Accept: accept });
  if (token) setTokenHeaders(headers, token);
  let response: Response;
  try {
    response = await fetch(apiUrl(path), { method: route.slice(0, separator), headers, credentials: 'same-origin' });
  } catch (error) {
    throw new ApiError(0, 'The file could not be downloaded: no answer from the server. Please check your connection.', 'network', { cause: error });
  }
  if (!response.ok) {
    if (response.status === 401 && token) endRefusedSession(token);
    throw httpError(response, await response.json().catch(() => undefined), 'The file could not be downloaded.');
  }
  saveFile(await response.blob(), fileName);
}
