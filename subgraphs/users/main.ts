/** The users subgraph as a process of its own (docker compose): `node --import tsx subgraphs/users/main.ts`. */
import { runService } from '../../stack/service';
import { buildUsersSubgraph } from './index';

await runService({ kind: 'subgraph', name: 'users', build: buildUsersSubgraph });
