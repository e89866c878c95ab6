import { graphql } from '@/gql';

/** GraphQL documents of the admin panel (lists, stats, settings). Promotions: promotions/operations.ts. */

export const AdminStatsQuery = graphql(`
  query AdminStats {
    adminStats {
      totalUsers
      activeServices
      competitionEntries
      activePromotions
    }
  }
`);

export const AdminUsersQuery = graphql(`
  query AdminUsers($first: Int, $after: String, $search: String) {
    adminUsers(first: $first, after: $after, search: $search) {
      nodes {
        id
        username
        email
        firstName
        lastName
        userType
        createdAt
        activeServiceCount
        avatarUrl
      }
      pageInfo {
        endCursor
        hasNextPage
      }
    }
  }
`);

export const AdminUserQuery = graphql(`
  query AdminUser($id: ID!) {
    adminUser(id: $id) {
      id
      username
      email
      firstName
      lastName
      phone
      company
      userType
      createdAt
      twoFactorEnabled
      services {
        id
        name
        serviceType
        storageAmount
        cost
        isActive
        startDate
      }
    }
  }
`);

export const AdminServicesQuery = graphql(`
  query AdminServices($first: Int, $after: String, $search: String) {
    adminServices(first: $first, after: $after, search: $search) {
      nodes {
        id
        name
        serviceType
        storageAmount
        cost
        isActive
        startDate
        user {
          id
          firstName
          lastName
          email
        }
      }
      pageInfo {
        endCursor
        hasNextPage
      }
    }
  }
`);

export const AdminSetServiceActiveMutation = graphql(`
  mutation AdminSetServiceActive($input: SetServiceStatusInput!) {
    adminSetServiceActive(input: $input) {
      service {
        id
        isActive
      }
    }
  }
`);

export const AdminWinnersQuery = graphql(`
  query AdminWinners($first: Int, $after: String, $search: String) {
    adminWinners(first: $first, after: $after, search: $search) {
      nodes {
        id
        displayName
        user {
          firstName
          lastName
        }
        promotionName
        prizeText
        prizeDescription
        prizeValue
        winDate
        claimStatus
        totalEntries
        winnerEntryIndex
        generatedHash
      }
      pageInfo {
        endCursor
        hasNextPage
      }
    }
  }
`);

export const AdminSecurityEventsQuery = graphql(`
  query AdminSecurityEvents($first: Int, $after: String) {
    adminSecurityEvents(first: $first, after: $after) {
      nodes {
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
        user {
          id
          username
          email
        }
      }
      pageInfo {
        endCursor
        hasNextPage
      }
    }
  }
`);

export const AdminRevenueQuery = graphql(`
  query AdminRevenue {
    adminRevenue {
      monthlyRecurringCents
      averageRevenuePerUserCents
      invoicedThisMonthCents
      outstandingCents
      overdueCents
      payingCustomers
      revenueByMonth {
        periodStart
        label
        invoiceCount
        subtotalCents
        vatCents
        totalCents
        paidCents
      }
    }
  }
`);

export const AdminInvoicesQuery = graphql(`
  query AdminInvoices($filter: AdminInvoiceFilter, $search: String, $first: Int, $after: String) {
    adminInvoices(filter: $filter, search: $search, first: $first, after: $after) {
      nodes {
        id
        number
        periodStart
        issuedAt
        dueAt
        status
        totalCents
        amountPaidCents
        balanceCents
        customer {
          id
          firstName
          lastName
          email
        }
        payments {
          id
          method
          reference
          amountCents
          paidAt
        }
      }
      pageInfo {
        endCursor
        hasNextPage
      }
    }
  }
`);

export const RecordInvoicePaymentMutation = graphql(`
  mutation AdminRecordInvoicePayment($input: RecordInvoicePaymentInput!) {
    recordInvoicePayment(input: $input) {
      invoice {
        id
        status
        amountPaidCents
        balanceCents
        payments {
          id
          method
          reference
          amountCents
          paidAt
        }
      }
      payment {
        id
      }
    }
  }
`);

export const SupportTicketsQuery = graphql(`
  query AdminSupportTickets($first: Int, $after: String, $status: TicketStatus) {
    supportTickets(first: $first, after: $after, status: $status) {
      nodes {
        id
        reference
        name
        email
        priority
        category
        subject
        description
        urgent
        status
        createdAt
      }
      pageInfo {
        endCursor
        hasNextPage
      }
    }
  }
`);

export const UpdateSupportTicketStatusMutation = graphql(`
  mutation AdminUpdateSupportTicketStatus($input: UpdateSupportTicketStatusInput!) {
    updateSupportTicketStatus(input: $input) {
      ticket {
        id
        status
      }
    }
  }
`);

export const AdminProfileQuery = graphql(`
  query AdminProfile {
    me {
      id
      username
      email
      firstName
      lastName
      phone
      company
      bio
      createdAt
      twoFactorEnabled
    }
  }
`);

export const AdminUpdateProfileMutation = graphql(`
  mutation AdminUpdateProfile($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      user {
        id
        email
        firstName
        lastName
        phone
        company
        bio
      }
    }
  }
`);

export const AdminChangePasswordMutation = graphql(`
  mutation AdminChangePassword($input: ChangePasswordInput!) {
    changePassword(input: $input) {
      success
      message
    }
  }
`);

export const AdminAuditLogQuery = graphql(`
  query AdminAuditLog($filter: AdminAuditFilter, $first: Int, $after: String) {
    adminAuditLog(filter: $filter, first: $first, after: $after) {
      nodes {
        id
        action
        actionLabel
        summary
        actorName
        actor {
          id
          username
          email
        }
        targetType
        targetId
        ip
        createdAt
      }
      pageInfo {
        endCursor
        hasNextPage
      }
    }
  }
`);

export const AdminAuditActorsQuery = graphql(`
  query AdminAuditActors {
    adminAuditActors {
      id
      name
    }
  }
`);
