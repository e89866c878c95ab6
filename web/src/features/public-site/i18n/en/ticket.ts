import { TICKET_CATEGORIES, TICKET_LIMITS, TICKET_PRIORITIES, type TicketCategory, type TicketPriority } from '@contracts/support';
import { groupDigits } from '@contracts/digits';

const limit = groupDigits;

/** English texts of the support ticket form (../../support/TicketForm.tsx), imported by it only. */
export default {
  formLabel: 'Submit a support ticket',
  name: 'Name',
  email: 'Email',
  priority: 'Priority',
  category: 'Category',
  subject: 'Subject',
  description: 'Description',
  priorities: Object.fromEntries(TICKET_PRIORITIES.map((p) => [p.value, p.label])) as Record<TicketPriority, string>,
  categories: Object.fromEntries(TICKET_CATEGORIES.map((c) => [c.value, c.label])) as Record<TicketCategory, string>,
  descriptionPlaceholder: 'What happened, when, and which bucket, volume or API call is affected?',
  /** How the character count is written (Intl). */
  numberLocale: 'en-KE',
  characters: (count: string, max: string) => `${count} / ${max} characters`,
  urgent: 'This is urgent — production is affected',
  submitting: 'Submitting...',
  submit: 'Submit Ticket',
  failed: 'Your ticket could not be sent. Please try again.',
  received: 'Ticket received',
  /** The confirmation: before + the reference (bold) + after + the urgent or normal ending. */
  confirmation: {
    before: 'Your reference is ',
    after: '. Quote it in any follow-up. An engineer replies by e-mail within 30 minutes',
    urgent: ' — for an outage, also call us on the number below.',
    normal: '.',
  },
  another: 'Open another ticket',

  /** The shared contract's messages (@contracts/support) and the server's own, exactly as they are written there. */
  validation: {
    nameRequired: 'Name is required',
    nameMax: `Name must be at most ${limit(TICKET_LIMITS.name)} characters`,
    emailRequired: 'Email is required',
    emailMax: 'Email must be at most 254 characters',
    emailInvalid: 'Please enter a valid email address',
    priority: 'Please choose a priority',
    category: 'Please choose a category',
    subjectRequired: 'Subject is required',
    subjectMax: `Subject must be at most ${limit(TICKET_LIMITS.subject)} characters`,
    descriptionRequired: 'Description is required',
    descriptionMax: `Description must be at most ${limit(TICKET_LIMITS.description)} characters`,
    descriptionMin: `Description must be at least ${TICKET_LIMITS.descriptionMin} characters`,
    urgent: 'Urgent must be true or false',
    tooMany: 'Too many support tickets from this network. Please try again later, or call us for urgent issues.',
  },
};
