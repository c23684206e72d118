/**
 * zod probes `new Function` when it builds its first object schema (to compile fast parsers), and the product's
 * Content-Security-Policy rightly refuses eval, which the browser reports as a violation. The client's entry
 * (web/src/main.tsx) imports this module first, before any module that builds a schema (the shared rules in
 * server/domain do so when they load), so zod never probes, on the shop's pages and the admin's alike.
 */
import { z } from 'zod';
// zod's own messages in Norwegian, as on the server (a schema's own message wins); it builds no schema.
import '@domain/zodMessages.ts';

z.config({ jitless: true });
