import { graphql } from '@/gql';

/** Who did it: the account shown beside a security event (AdminSecurityPage) or an audit entry (AuditLogList). */
export const AdminActorFields = graphql(`
  fragment AdminActorFields on User {
    id
    username
    email
  }
`);
