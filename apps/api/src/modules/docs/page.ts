import { commonErrorCodes } from '@shop/core/contract/error-codes';
import { escapeHtml } from '../../lib/email-layout';

interface OpenApiResponse {
  content?: Record<string, { schema?: { properties?: { code?: { enum?: string[] } } } }>;
}

export interface OpenApiOperation {
  summary?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  responses?: Record<string, OpenApiResponse>;
}

export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description?: string };
  paths: Record<string, Record<string, OpenApiOperation>>;
}

const methods = ['get', 'post', 'put', 'patch', 'delete'] as const;

const everyCallsCodes = new Set<string>(Object.values(commonErrorCodes));

/** "201 · 404 ITEMS_NOT_FOUND · 409 OUT_OF_STOCK, …": each status and the codes of this call's own. */
function answers(operation: OpenApiOperation): string {
  return Object.entries(operation.responses ?? {})
    .map(([status, response]) => {
      const codes = (response.content?.['application/json']?.schema?.properties?.code?.enum ?? []).filter((code) => !everyCallsCodes.has(code));
      return codes.length > 0 ? `${status} ${codes.join(', ')}` : status;
    })
    .join(' · ');
}

const styles = `
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#23302a;background:#faf7f2;line-height:1.5}
main{max-width:1200px;margin:0 auto;padding:32px 16px}
h1{font-family:Georgia,"Times New Roman",serif;color:#2f5d3a;margin:0 0 8px}
h2{font-size:18px;margin:32px 0 8px;color:#2f5d3a}
table{width:100%;border-collapse:collapse;background:#fff;border-radius:8px;overflow:hidden}
th,td{text-align:left;padding:8px 12px;border-bottom:1px solid #e6ddcf;vertical-align:top;font-size:14px}
th{background:#f1ebe1;font-weight:600}
code{font-family:ui-monospace,SFMono-Regular,Menlo,monospace;font-size:13px;overflow-wrap:anywhere}
.method{display:inline-block;min-width:56px;font-weight:700;font-size:12px;font-family:ui-monospace,monospace}
.get{color:#1d5fa8}.post{color:#2f7d3a}.put,.patch{color:#9a6400}.delete{color:#a8321d}
.lock{font-size:12px;color:#5f665f;white-space:nowrap}
.answers code{font-size:12px;color:#5f665f}
@media (max-width:640px){thead{display:none}table,tbody,tr,td{display:block}tr{border-bottom:1px solid #e6ddcf;padding:8px 0}td{border:0;padding:2px 12px}}
`;

/**
 * The document as one page rendered on the server: no script at all (the CSP allows none inline),
 * grouped by tag, each call with its method, path, summary, answers and whether it needs a token.
 */
export function renderDocsPage(spec: OpenApiDocument): string {
  const groups = new Map<string, string[]>();
  for (const [path, operations] of Object.entries(spec.paths)) {
    for (const method of methods) {
      const operation = operations[method];
      if (!operation) continue;
      const tag = operation.tags?.[0] ?? 'Other';
      const locked = (operation.security?.length ?? 0) > 0;
      const row = `<tr><td><span class="method ${method}">${method.toUpperCase()}</span></td><td><code>${escapeHtml(path)}</code></td><td>${escapeHtml(operation.summary ?? '')}</td><td class="answers"><code>${escapeHtml(answers(operation))}</code></td><td class="lock">${locked ? 'token' : ''}</td></tr>`;
      groups.set(tag, [...(groups.get(tag) ?? []), row]);
    }
  }
  const sections = [...groups.entries()]
    // The shop's public calls first, then the admin's.
    .sort(([a], [b]) => Number(a.startsWith('Admin')) - Number(b.startsWith('Admin')) || a.localeCompare(b))
    .map(
      ([tag, rows]) =>
        `<section><h2>${escapeHtml(tag)}</h2><table><thead><tr><th scope="col">Method</th><th scope="col">Path</th><th scope="col">What it does</th><th scope="col">Answers</th><th scope="col">Needs</th></tr></thead><tbody>${rows.join('')}</tbody></table></section>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(spec.info.title)}</title><style>${styles}</style></head>
<body><main>
<h1>${escapeHtml(spec.info.title)}</h1>
<p>${escapeHtml(spec.info.description ?? '')}</p>
<p>Machine-readable: <a href="/api/docs/openapi.json">OpenAPI ${escapeHtml(spec.openapi)} document</a>.</p>
<p>Answers lists each status a call gives and the error codes of its own; any call may also answer ${escapeHtml([...everyCallsCodes].join(', '))} with their usual statuses.</p>
${sections}
</main></body></html>`;
}
