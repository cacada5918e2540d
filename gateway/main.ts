/** The gateway as a process of its own (docker compose): `node --import tsx gateway/main.ts`. */
import { runService } from '../stack/service';

await runService({ kind: 'gateway' });
