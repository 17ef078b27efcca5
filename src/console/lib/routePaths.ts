/**
 * The path of every built route, exactly as in spec/routes.txt (parameters in braces). This is the
 * link vocabulary of the console: `routeHref` accepts only these, and `routes/routeTable.ts` gives
 * each one its page, layout, menu placement and gates — the compiler holds the two lists equal.
 * It sits in lib/ (below the areas) so that every layer may name a route without loading the table.
 */
export const routePaths = [
  '/signin',
  '/signup',
  '/retrieve',
  '/reset',
  '/active',
  '/mail',
  '/medialogin/{type}',
  '/',
  '/dashboard',
  '/subscription',
  '/buyPackage',
  '/experience',
  '/notification',
  '/bill/management',
  '/bill/upgrade',
  '/bill/payment-method',
  '/bill/payment-status',
  '/bill/usage',
  '/bill/subscription',
  '/bill/invoice',
  '/analysis/marketing_analysis',
  '/sms/overview',
  '/sms/sending',
  '/sms/task/{taskId}/{accountId}/{sessionNo}',
  '/sms/message',
  '/sms/template',
  '/sms/new-template',
  '/sms/new-template/{recreateTemplateId}',
  '/sms/update-template/{templateId}/{id}',
  '/sms/search',
  '/sms/reply',
  '/sms/analytics',
  '/sms/setting',
  '/setting/user-setting',
  '/setting/work-order',
  '/setting/work-order/{ticketId}',
  '/setting/work-order-create',
  '/setting/profile_list',
  '/audience/group',
  '/audience/contact',
  '/audience/contacts/import',
] as const;

export type RoutePath = (typeof routePaths)[number];
