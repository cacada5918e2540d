import type DataLoader from 'dataloader';
import { oneLoader } from '../../platform/graphql/loaders';
import type { DevMailbox, InAppInbox } from '../../platform/notifications';
import { appError } from '../../platform/errors';
import type { BaseContext } from '../../platform/subgraph';
import type { UserRecord } from './models/user';
import type { AccountService } from './services/account-service';
import type { ApiKeyService } from './services/api-key-service';
import type { GrantService } from './services/grant-service';
import type { OAuthService } from './services/oauth-service';
import type { SessionService } from './services/session-service';
import type { TokenService } from './services/token-service';
import type { UsageService } from './services/usage-service';
import type { UserService } from './services/user-service';
import type { WebhookService } from './webhooks';

/** The users subgraph's services, built once at start-up. */
export interface UsersServices {
  users: UserService;
  accounts: AccountService;
  grants: GrantService;
  sessions: SessionService;
  apiKeys: ApiKeyService;
  oauth: OAuthService;
  tokens: TokenService;
  usage: UsageService;
  /** The development mailbox; null in production, where messages are not readable back. */
  mailbox: DevMailbox | null;
  /** In-app notifications, read by their owners. */
  inbox: InAppInbox;
  /** Developers' webhook endpoints and deliveries. */
  webhooks: WebhookService;
}

export interface UsersContext extends BaseContext, UsersServices {
  maxPageSize: number;
  loaders: { userById: DataLoader<string, UserRecord | null> };
}

export function createUsersContext(
  base: BaseContext,
  services: UsersServices,
  maxPageSize: number,
): UsersContext {
  return {
    ...base,
    ...services,
    maxPageSize,
    loaders: {
      userById: oneLoader(
        (ids) => services.users.byIds(ids),
        (user) => user._id,
      ),
    },
  };
}

/** The person a credential acts for; credential management needs one. */
export function subjectId(context: BaseContext): string {
  const subject = context.caller.person;
  if (!subject) throw appError('UNAUTHENTICATED', 'This operation needs a signed-in person.');
  return subject;
}
