import { registerAreaTexts, type AreaTexts } from '../i18n/areaTexts';
import type { RoutePath } from '../lib/routePaths';
import type { PageComponent, RouteDef } from './routeTypes';

/** A route of the table: its path is one of lib/routePaths.ts, its parent and redirect too. */
type TableRoute = RouteDef & { path: RoutePath; parent?: RoutePath; redirect?: RoutePath };

/** Lazy loaders, one per area: each area's index.ts becomes one chunk. */
const auth = () => import('../areas/auth');
const dashboard = () => import('../areas/dashboard');
const subscription = () => import('../areas/subscription');
const sms = () => import('../areas/sms');
const mms = () => import('../areas/mms');
const notification = () => import('../areas/notification');
const analysis = () => import('../areas/analysis');
const bill = () => import('../areas/bill');
const setting = () => import('../areas/setting');
const audience = () => import('../areas/audience');
const email = () => import('../areas/email');
const vms = () => import('../areas/vms');
const whatsapp = () => import('../areas/whatsapp');

/** An area's page; an area exporting `areaTexts` has its texts loaded before the page renders. */
const page =
  <M extends object>(area: () => Promise<M>, name: keyof M) =>
  async (): Promise<PageComponent> => {
    const module = await area();
    if ('areaTexts' in module) await registerAreaTexts(module.areaTexts as AreaTexts);
    return module[name] as PageComponent;
  };

/**
 * The route table: every built route of spec/routes.txt, declared once. Router, menus, side menu,
 * breadcrumbs, upgrade badges and the route guard derive from it. Only working pages belong here.
 */
const table = [
  // Public: the sign-in family (spec 000 §2).
  { path: '/signin', layout: 'public', titleKey: 'routes.signin', guestOnly: true, load: page(auth, 'SignInPage') },
  { path: '/signup', layout: 'public', titleKey: 'routes.signup', guestOnly: true, load: page(auth, 'SignUpPage') },
  { path: '/retrieve', layout: 'public', titleKey: 'routes.retrieve', guestOnly: true, load: page(auth, 'RetrievePage') },
  { path: '/reset', layout: 'public', titleKey: 'routes.reset', load: page(auth, 'ResetPage') },
  { path: '/active', layout: 'public', titleKey: 'routes.active', load: page(auth, 'ActivatePage') },
  { path: '/mail', layout: 'public', titleKey: 'routes.mail', load: page(auth, 'MailChangePage') },
  { path: '/medialogin/{type}', layout: 'public', titleKey: 'routes.medialogin', load: page(auth, 'MediaLoginPage') },

  // Signed-in shell routes.
  { path: '/', layout: 'shell', titleKey: 'routes.dashboard', redirect: '/dashboard' },
  {
    path: '/dashboard',
    layout: 'shell',
    titleKey: 'routes.dashboard',
    menu: { group: 'dashboard', order: 1 },
    load: page(dashboard, 'DashboardPage'),
  },
  {
    path: '/subscription',
    layout: 'shell',
    titleKey: 'routes.subscription',
    menu: { group: 'plans', section: 'subscription', order: 1 },
    load: page(subscription, 'SubscriptionPage'),
  },
  {
    path: '/buyPackage',
    layout: 'shell',
    titleKey: 'routes.buyPackage',
    parent: '/subscription',
    load: page(subscription, 'BuyPackagePage'),
  },
  {
    path: '/experience',
    layout: 'shell',
    titleKey: 'routes.experience',
    menu: { group: 'plans', section: 'subscription', order: 2 },
    load: page(subscription, 'ExperiencePage'),
  },

  { path: '/notification', layout: 'shell', titleKey: 'routes.notification', load: page(notification, 'NotificationPage') },

  // Billing: reached from the user menu (the group is not in the navigation menu, spec 000 §2).
  {
    path: '/bill/management',
    layout: 'shell',
    titleKey: 'routes.billManagement',
    menu: { group: 'billing', section: 'bill', order: 1 },
    load: page(bill, 'BillManagementPage'),
  },
  { path: '/bill/usage', layout: 'shell', titleKey: 'routes.billUsage', menu: { group: 'billing', section: 'bill', order: 2 }, load: page(bill, 'UsagePage') },
  { path: '/bill/invoice', layout: 'shell', titleKey: 'routes.billInvoice', menu: { group: 'billing', section: 'bill', order: 3 }, load: page(bill, 'InvoicePage') },
  { path: '/bill/payment-method', layout: 'shell', titleKey: 'routes.billPaymentMethod', menu: { group: 'billing', section: 'bill', order: 4 }, load: page(bill, 'PaymentMethodPage') },
  { path: '/bill/subscription', layout: 'shell', titleKey: 'routes.billSubscription', menu: { group: 'billing', section: 'bill', order: 5 }, load: page(bill, 'BillSubscriptionPage') },
  { path: '/bill/upgrade', layout: 'shell', titleKey: 'routes.billUpgrade', menu: { group: 'billing', section: 'bill', order: 6 }, load: page(bill, 'UpgradePage') },
  { path: '/bill/payment-status', layout: 'shell', titleKey: 'routes.billPaymentStatus', parent: '/bill/management', load: page(bill, 'PaymentStatusPage') },
  // Settings: reached from the user menu (spec 000 §2), so no menu placement.
  { path: '/setting/user-setting', layout: 'shell', titleKey: 'routes.userSetting', load: page(setting, 'UserSettingPage') },
  // Tickets (work orders): a customer's own; an operator account (TicketOperator) sees every customer's queue on the same pages.
  { path: '/setting/work-order', layout: 'shell', titleKey: 'routes.workOrder', parent: '/setting/user-setting', load: page(setting, 'WorkOrderListPage') },
  { path: '/setting/work-order/{ticketId}', layout: 'shell', titleKey: 'routes.workOrderDetail', parent: '/setting/work-order', load: page(setting, 'WorkOrderDetailPage') },
  { path: '/setting/work-order-create', layout: 'shell', titleKey: 'routes.workOrderCreate', parent: '/setting/work-order', load: page(setting, 'WorkOrderCreatePage') },
  { path: '/setting/profile_list', layout: 'shell', titleKey: 'routes.profileList', parent: '/setting/user-setting', load: page(setting, 'ProfileListPage') },

  // Analysis (module Analysis): a user without the module sees the upgrade badge and goes to /subscription.
  {
    path: '/analysis/marketing_analysis',
    layout: 'shell',
    titleKey: 'routes.marketingAnalysis',
    menu: { group: 'analysis', order: 1 },
    module: 'Analysis',
    load: page(analysis, 'MarketingAnalysisPage'),
  },

  // SMS (spec 000 §2): overview first; task, template create and edit pages hidden from the menu.
  { path: '/sms/overview', layout: 'shell', titleKey: 'routes.smsOverview', menu: { group: 'channels', section: 'sms', order: 1 }, load: page(sms, 'OverviewPage') },
  { path: '/sms/sending', layout: 'shell', titleKey: 'routes.smsSending', menu: { group: 'channels', section: 'sms', order: 2 }, load: page(sms, 'SendingPage') },
  { path: '/sms/task/{taskId}/{accountId}/{sessionNo}', layout: 'shell', titleKey: 'routes.smsTask', parent: '/sms/message', load: page(sms, 'TaskPage') },
  { path: '/sms/message', layout: 'shell', titleKey: 'routes.smsMessage', menu: { group: 'channels', section: 'sms', order: 3 }, load: page(sms, 'MessagePage') },
  { path: '/sms/template', layout: 'shell', titleKey: 'routes.smsTemplate', menu: { group: 'channels', section: 'sms', order: 4 }, load: page(sms, 'TemplateListPage') },
  { path: '/sms/new-template', layout: 'shell', titleKey: 'routes.smsNewTemplate', parent: '/sms/template', load: page(sms, 'TemplateFormPage') },
  { path: '/sms/new-template/{recreateTemplateId}', layout: 'shell', titleKey: 'routes.smsRecreateTemplate', parent: '/sms/template', load: page(sms, 'TemplateFormPage') },
  { path: '/sms/update-template/{templateId}/{id}', layout: 'shell', titleKey: 'routes.smsUpdateTemplate', parent: '/sms/template', load: page(sms, 'TemplateFormPage') },
  { path: '/sms/search', layout: 'shell', titleKey: 'routes.smsSearch', menu: { group: 'channels', section: 'sms', order: 5 }, load: page(sms, 'SearchPage') },
  { path: '/sms/reply', layout: 'shell', titleKey: 'routes.smsReply', menu: { group: 'channels', section: 'sms', order: 6 }, load: page(sms, 'ReplyPage') },
  { path: '/sms/analytics', layout: 'shell', titleKey: 'routes.smsAnalytics', menu: { group: 'channels', section: 'sms', order: 7 }, load: page(sms, 'AnalyticsPage') },
  { path: '/sms/setting', layout: 'shell', titleKey: 'routes.smsSetting', menu: { group: 'channels', section: 'sms', order: 8 }, load: page(sms, 'SettingPage') },
  { path: '/email/sending', layout: 'shell', titleKey: 'routes.emailSending', menu: { group: 'channels', section: 'email', order: 2 }, load: page(email, 'SendingPage') },
  { path: '/email/task/{taskId}/{accountId}/{sessionNo}', layout: 'shell', titleKey: 'routes.emailTask', parent: '/email/message', load: page(email, 'TaskPage') },
  { path: '/email/task/{taskId}/{sessionNo}', layout: 'shell', titleKey: 'routes.emailTask', parent: '/email/message', load: page(email, 'TaskPage') },
  { path: '/email/message', layout: 'shell', titleKey: 'routes.emailMessage', menu: { group: 'channels', section: 'email', order: 3 }, load: page(email, 'MessagePage') },
  { path: '/email/setting', layout: 'shell', titleKey: 'routes.emailSetting', menu: { group: 'channels', section: 'email', order: 14 }, load: page(email, 'SettingPage') },
  { path: '/email/template', layout: 'shell', titleKey: 'routes.emailTemplate', menu: { group: 'channels', section: 'email', order: 12 }, load: page(email, 'TemplateListPage') },
  { path: '/email/new-template', layout: 'shell', titleKey: 'routes.emailNewTemplate', parent: '/email/template', load: page(email, 'TemplateFormPage') },
  { path: '/email/update-template/{templateId}/{id}', layout: 'shell', titleKey: 'routes.emailUpdateTemplate', parent: '/email/template', load: page(email, 'TemplateFormPage') },
  { path: '/email/message/email-editor', layout: 'shell', titleKey: 'routes.emailEditor', menu: { group: 'channels', section: 'email', order: 13 }, load: page(email, 'EmailEditorPage') },
  // MMS (channel 6018, issue 14): the messaging core's pages for the MMS channel, its sending form and templates.
  { path: '/mms/overview', layout: 'shell', titleKey: 'routes.mmsOverview', menu: { group: 'channels', section: 'mms', order: 1 }, load: page(mms, 'OverviewPage') },
  { path: '/mms/sending', layout: 'shell', titleKey: 'routes.mmsSending', menu: { group: 'channels', section: 'mms', order: 2 }, load: page(mms, 'SendingPage') },
  { path: '/mms/task/{taskId}/{accountId}/{sessionNo}', layout: 'shell', titleKey: 'routes.mmsTask', parent: '/mms/message', load: page(mms, 'TaskPage') },
  { path: '/mms/message', layout: 'shell', titleKey: 'routes.mmsMessage', menu: { group: 'channels', section: 'mms', order: 3 }, load: page(mms, 'MessagePage') },
  { path: '/mms/template', layout: 'shell', titleKey: 'routes.mmsTemplate', menu: { group: 'channels', section: 'mms', order: 4 }, load: page(mms, 'TemplateListPage') },
  { path: '/mms/new-template', layout: 'shell', titleKey: 'routes.mmsNewTemplate', parent: '/mms/template', load: page(mms, 'TemplateFormPage') },
  { path: '/mms/update-template/{templateId}/{id}', layout: 'shell', titleKey: 'routes.mmsUpdateTemplate', parent: '/mms/template', load: page(mms, 'TemplateFormPage') },
  { path: '/mms/search', layout: 'shell', titleKey: 'routes.mmsSearch', menu: { group: 'channels', section: 'mms', order: 5 }, load: page(mms, 'SearchPage') },
  { path: '/mms/analytics', layout: 'shell', titleKey: 'routes.mmsAnalytics', menu: { group: 'channels', section: 'mms', order: 6 }, load: page(mms, 'AnalyticsPage') },
  // Voice (VMS, issue 14): the audio library and templates.
  { path: '/vms/overview', layout: 'shell', titleKey: 'routes.vmsOverview', menu: { group: 'channels', section: 'vms', order: 1 }, load: page(vms, 'OverviewPage') },
  { path: '/vms/audio', layout: 'shell', titleKey: 'routes.vmsAudio', menu: { group: 'channels', section: 'vms', order: 2 }, load: page(vms, 'AudioPage') },
  { path: '/vms/sending', layout: 'shell', titleKey: 'routes.vmsSending', menu: { group: 'channels', section: 'vms', order: 4 }, load: page(vms, 'SendingPage') },
  { path: '/vms/task/{taskId}/{accountId}/{sessionNo}', layout: 'shell', titleKey: 'routes.vmsTask', parent: '/vms/message', load: page(vms, 'TaskPage') },
  { path: '/vms/message', layout: 'shell', titleKey: 'routes.vmsMessage', menu: { group: 'channels', section: 'vms', order: 5 }, load: page(vms, 'MessagePage') },
  { path: '/vms/template', layout: 'shell', titleKey: 'routes.vmsTemplate', menu: { group: 'channels', section: 'vms', order: 3 }, load: page(vms, 'TemplateListPage') },
  { path: '/vms/new-template', layout: 'shell', titleKey: 'routes.vmsNewTemplate', parent: '/vms/template', load: page(vms, 'TemplateFormPage') },
  { path: '/vms/new-template/{recreateTemplateId}', layout: 'shell', titleKey: 'routes.vmsRecreateTemplate', parent: '/vms/template', load: page(vms, 'TemplateFormPage') },
  { path: '/vms/update-template/{templateId}/{id}', layout: 'shell', titleKey: 'routes.vmsUpdateTemplate', parent: '/vms/template', load: page(vms, 'TemplateFormPage') },

  // Audience (spec 000 §2, issue 11): contacts first, then groups (lists), segments and the import; a group's page and the create pages hidden from the menu.
  { path: '/audience/contact', layout: 'shell', titleKey: 'routes.audienceContact', menu: { group: 'audience', order: 1 }, load: page(audience, 'ContactListPage') },
  { path: '/audience/group', layout: 'shell', titleKey: 'routes.audienceGroup', menu: { group: 'audience', order: 2 }, load: page(audience, 'GroupListPage') },
  { path: '/audience/list/create', layout: 'shell', titleKey: 'routes.audienceListCreate', parent: '/audience/group', load: page(audience, 'GroupCreatePage') },
  { path: '/audience/list/detail', layout: 'shell', titleKey: 'routes.audienceListDetail', parent: '/audience/group', load: page(audience, 'GroupDetailPage') },
  { path: '/audience/segment', layout: 'shell', titleKey: 'routes.audienceSegment', menu: { group: 'audience', order: 3 }, load: page(audience, 'SegmentListPage') },
  { path: '/audience/segment/create', layout: 'shell', titleKey: 'routes.audienceSegmentCreate', parent: '/audience/segment', load: page(audience, 'SegmentFormPage') },
  {
    path: '/audience/contacts/import',
    layout: 'shell',
    titleKey: 'routes.audienceContactsImport',
    parent: '/audience/contact',
    menu: { group: 'audience', order: 4 },
    load: page(audience, 'ContactImportPage'),
  },

  // WhatsApp (spec 000 §2, issue 15): the messaging core's pages for channel 6009 on the spec's routes —
  // overview, search (the send records, and one task with ?taskId=), analytics — numbers, and templates
  // (the sending form with ?send=1); the create and edit pages hidden from the menu.
  { path: '/whatsapp/overview', layout: 'shell', titleKey: 'routes.whatsappOverview', menu: { group: 'channels', section: 'whatsapp', order: 1 }, load: page(whatsapp, 'OverviewPage') },
  { path: '/whatsapp/number', layout: 'shell', titleKey: 'routes.whatsappNumber', menu: { group: 'channels', section: 'whatsapp', order: 2 }, load: page(whatsapp, 'NumberPage') },
  { path: '/whatsapp/template', layout: 'shell', titleKey: 'routes.whatsappTemplate', menu: { group: 'channels', section: 'whatsapp', order: 3 }, load: page(whatsapp, 'TemplatePage') },
  { path: '/whatsapp/search', layout: 'shell', titleKey: 'routes.whatsappSearch', menu: { group: 'channels', section: 'whatsapp', order: 4 }, load: page(whatsapp, 'SearchPage') },
  { path: '/whatsapp/analytics', layout: 'shell', titleKey: 'routes.whatsappAnalytics', menu: { group: 'channels', section: 'whatsapp', order: 5 }, load: page(whatsapp, 'AnalyticsPage') },
  { path: '/whatsapp/new-template', layout: 'shell', titleKey: 'routes.whatsappNewTemplate', parent: '/whatsapp/template', load: page(whatsapp, 'TemplateFormPage') },
  {
    path: '/whatsapp/update-template/{templateName}/{templateId}/{account}/{phone}',
    layout: 'shell',
    titleKey: 'routes.whatsappUpdateTemplate',
    parent: '/whatsapp/template',
    load: page(whatsapp, 'TemplateFormPage'),
  },
] as const satisfies readonly TableRoute[];

/** Every route of the table, in declaration order (menus sort by their own `order`). */
export const routeTable: readonly RouteDef[] = table;

// The table and lib/routePaths.ts name the same routes: a path missing from either is a type error
// (one missing here makes `missingRoutes` a non-empty union, so `true` no longer fits it).
type MissingRoute = Exclude<RoutePath, (typeof table)[number]['path']>;
const missingRoutes: [MissingRoute] extends [never] ? true : MissingRoute = true;
void missingRoutes;
