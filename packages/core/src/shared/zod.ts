import { z } from 'zod';

// Zod compiles its object parsers with new Function() where eval is allowed, probing for it when a
// schema is built. In the browser the shop's CSP forbids eval, so the probe only shows up as a policy
// violation: there the schemas parse without compiling. The server keeps the compiled parsers. Every
// schema module takes z from here, so this runs before any schema is built.
if ('document' in globalThis) z.config({ jitless: true });

export { z };
