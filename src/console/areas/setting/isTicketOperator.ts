import type { UserInfo } from '../../../contract/entities/user';

/**
 * Whether the signed-in account answers tickets (the TicketOperator permission the gateway grants
 * only to operator accounts). Only chooses which view the ticket pages show: every operator
 * Action is refused by the gateway to anyone else.
 */
export function isTicketOperator(user: UserInfo | null): boolean {
  return user?.Permissions.includes('TicketOperator') ?? false;
}
