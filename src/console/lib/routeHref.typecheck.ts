/**
 * Compile-time test of typed navigation (run by `tsc`, never executed): each line below must be a
 * type error. If the types stop catching one, its `@ts-expect-error` is unused and the typecheck fails.
 */
import { routeHref } from './routeHref';

export function badRoutes(): void {
  // @ts-expect-error a misspelled route is not in the table
  routeHref('/sms/tasks/{taskId}/{accountId}/{sessionNo}', { taskId: '1', accountId: '2', sessionNo: '3' });
  // @ts-expect-error a route that is in spec/routes.txt but not built
  routeHref('/mkthub/calendar');
  // @ts-expect-error a missing parameter (sessionNo)
  routeHref('/sms/task/{taskId}/{accountId}/{sessionNo}', { taskId: '1', accountId: '2' });
  // @ts-expect-error no parameters at all for a route that has some
  routeHref('/medialogin/{type}');
  // @ts-expect-error a misspelled parameter name
  routeHref('/medialogin/{type}', { typ: 'google' });
  // @ts-expect-error a route without parameters takes a query, not values
  routeHref('/dashboard', { taskId: '1' }, '?a=1');
}
