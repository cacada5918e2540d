/** The gateway as a process of its own (docker compose): `node --import tsx gateway/main.ts`. */
import { runService } from '../platform/runtime/service';

await runService({ kind: 'gateway' });
