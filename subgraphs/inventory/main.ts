/** The inventory subgraph as a process of its own (docker compose): `node --import tsx subgraphs/inventory/main.ts`. */
import { runService } from '../../stack/service';
import { buildInventorySubgraph } from './index';

await runService({ kind: 'subgraph', name: 'inventory', build: buildInventorySubgraph });
