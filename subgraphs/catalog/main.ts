/** The catalog subgraph as a process of its own (docker compose): `node --import tsx subgraphs/catalog/main.ts`. */
import { runService } from '../../stack/service';
import { buildCatalogSubgraph } from './index';

await runService({ kind: 'subgraph', name: 'catalog', build: buildCatalogSubgraph });
