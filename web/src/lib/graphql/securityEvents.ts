import { graphql } from '@/gql';

/**
 * One security event as both audit views show it: the customer's own (Security page) and the
 * admin's across accounts (which adds the account beside it).
 */
export const SecurityEventFields = graphql(`
  fragment SecurityEventFields on SecurityEvent {
    id
    type
    action
    actionCode
    actionParams {
      name
      value
    }
    ip
    location
    severity
    createdAt
  }
`);
