import { EMAIL_TEST_MAX, EmailSendText } from '../../../../contract/email/emailSendingRules';

/**
 * Texts of /email/sending and of the e-mail task and record pages where they differ from the core's
 * (`email.sending.*`, `email.task.segments`, `email.message.col.segments`); Chinese in `sending.zh.ts`.
 */
export const sendingTexts = {
  en: {
    sending: {
      title: 'Send e-mail',
      description: 'Write an e-mail, choose who gets it, send a test, then send now or at a time in a time zone.',
      trial: `Trial accounts can send test e-mails only, to at most ${EMAIL_TEST_MAX} addresses.`,
      queued: 'You are offline: the send is queued and goes out when you are back online.',
      records: 'Send records',
      content: {
        title: 'E-mail',
        sender: 'Sender',
        noSender: 'There is no enabled sender on a verified domain yet.',
        settings: 'Add a domain and a sender',
        subject: 'Subject',
        html: 'Content (HTML)',
        htmlHint: 'The HTML body of the e-mail. Each e-mail gets a one-click unsubscribe header.',
        text: 'Plain-text part (optional)',
        textHint: 'Shown by mail programs that do not display HTML.',
        taskName: 'Task name (optional)',
      },
      recipients: {
        title: 'Recipients',
        source: 'Send to',
        typed: 'Addresses',
        file: 'File',
        group: 'Group',
        segment: 'Segment',
        addresses: 'E-mail addresses',
        addressesHint: 'One per line, or separated by commas.',
        counted: '{{valid}} valid, {{invalid}} invalid, {{duplicate}} repeated',
        fileLabel: 'Recipient file (.txt, .csv or .xlsx)',
        fileHint: 'Up to 20 MB and 500,000 addresses; the first column of a CSV or XLSX.',
        uploadState: {
          idle: '{{name}} is sent when you are online.',
          uploading: 'Uploading {{name}}…',
          done: '{{name}} uploaded: the addresses are counted when you send.',
          failed: 'Uploading {{name}} failed. Choose the file again.',
        },
      },
      summary: { title: 'Summary', recipients: 'Recipients', balance: 'E-mail balance' },
      actions: { send: 'Send', schedule: 'Schedule' },
      confirm: { title: 'Send this e-mail?', when: 'Send time', now: 'Now', countedBySend: 'counted by the gateway' },
      test: {
        title: 'Test e-mail',
        addresses: 'Test addresses',
        hint: `At most ${EMAIL_TEST_MAX}, one per line. Not available while the content has variables.`,
        send: 'Send test',
        sent: 'Test sent to {{count}} addresses.',
      },
      mailbox: {
        title: 'Local mailbox',
        description: 'E-mails land here instead of leaving the server while no SMTP relay is set up, so you can check them.',
        empty: 'No e-mails yet.',
        to: 'To {{to}}, from {{from}}',
        open: 'View source',
        openOne: ': "{{subject}}" to {{to}}',
      },
      error: {
        sender: 'Choose a sender',
        subject: EmailSendText.SubjectRequired,
        content: 'Content is required',
        recipients: EmailSendText.RecipientsRequired,
        tooMany: 'At most {{max}} addresses per send',
        fileTooLarge: 'The file is larger than {{mb}} MB',
        fileType: 'Choose a .txt, .csv or .xlsx file',
        fileNotUploaded: 'The file is not uploaded yet: wait for it or choose it again',
        schedulePast: 'Choose a time in the future',
        testRequired: 'Enter at least one test address',
        testMax: `A test e-mail goes to at most {{max}} addresses, one per line`,
        testInvalid: 'Each line must be one valid e-mail address',
        testVariables: EmailSendText.TestHasVariables,
      },
    },
    task: { segments: 'E-mails' },
    message: { col: { segments: 'E-mails' } },
  },
};
