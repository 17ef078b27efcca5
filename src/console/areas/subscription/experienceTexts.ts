/** Texts of the trial experience page in English, under the `experience` key; the Chinese ones are in `experienceTexts.zh.ts` (same keys). */
export const experienceTexts = {
  intro: 'Explore the console free for {{days}} days, no credit card needed.',
  status: 'Your trial',
  available: 'Your {{days}}-day free trial is ready to start.',
  running_one: 'Your free trial is running: {{count}} day left, until {{date}}.',
  running_other: 'Your free trial is running: {{count}} days left, until {{date}}.',
  used: 'Your free trial ended on {{date}}. Choose a plan to continue.',
  paid: 'You are on a paid plan. Every feature of your package is available.',
  unavailable: 'No free trial is offered at the moment.',
  seePlans: 'Compare plans',
  rulesTitle: 'How the trial works',
  rule: {
    noCard: '{{days}} days free, without a credit card.',
    testContent: 'Until your account is upgraded, messages use default test content and go to verified numbers only.',
    recipients: 'Test sends reach at most 5 phone numbers, email addresses or Telegram groups.',
    upgrade: 'Upgrade any time by binding a credit card (10 USD is frozen and released within 2 weeks) or by bank transfer.',
  },
  includes: 'Included in the trial',
};
