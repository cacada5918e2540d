/** The orders subgraph as a process of its own (docker compose): `node --import tsx subgraphs/orders/main.ts`. */
import { runService } from '../../stack/service';
import { buildOrdersSubgraph } from './index';

await runService({ kind: 'subgraph', name: 'orders', build: buildOrdersSubgraph });
