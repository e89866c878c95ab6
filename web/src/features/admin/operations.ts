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
        ...AdminUserSummaryFields
        activeServiceCount
        avatarUrl
        storageHold {
          invoiceNumber
          since
        }
      }
      pageInfo {
        ...PageInfoFields
      }
    }
  }
`);

export const AdminUserQuery = graphql(`
  query AdminUser($id: ID!) {
    adminUser(id: $id) {
      ...AdminUserSummaryFields
      phone
      company
      twoFactorEnabled
      services {
        ...AdminServiceRowFields
      }
    }
  }
`);

export const AdminServicesQuery = graphql(`
  query AdminServices($first: Int, $after: String, $search: String) {
    adminServices(first: $first, after: $after, search: $search) {
      nodes {
        ...AdminServiceRowFields
        user {
          ...AdminCustomerFields
        }
      }
      pageInfo {
        ...PageInfoFields
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
        ...AdminWinnerFields
        promotionName
        prizeDescription
        prizeValue
      }
      pageInfo {
        ...PageInfoFields
      }
    }
  }
`);

export const AdminSecurityEventsQuery = graphql(`
  query AdminSecurityEvents($first: Int, $after: String) {
    adminSecurityEvents(first: $first, after: $after) {
      nodes {
        ...SecurityEventFields
        user {
          ...AdminActorFields
        }
      }
      pageInfo {
        ...PageInfoFields
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
        ...AdminInvoiceRowFields
      }
      pageInfo {
        ...PageInfoFields
      }
    }
  }
`);

export const RecordInvoicePaymentMutation = graphql(`
  mutation AdminRecordInvoicePayment($input: RecordInvoicePaymentInput!) {
    recordInvoicePayment(input: $input) {
      invoice {
        ...AdminInvoiceRowFields
        balanceCents
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
        ...PageInfoFields
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
      ...AdminProfileFields
      username
      createdAt
      twoFactorEnabled
    }
  }
`);

export const AdminUpdateProfileMutation = graphql(`
  mutation AdminUpdateProfile($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      user {
        ...AdminProfileFields
      }
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
          ...AdminActorFields
        }
        targetType
        targetId
        ip
        createdAt
      }
      pageInfo {
        ...PageInfoFields
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


export const AdminUpdatePreferencesMutation = graphql(`
  mutation AdminUpdatePreferences($input: UpdatePreferencesInput!) {
    updatePreferences(input: $input) {
      settings {
        preferences {
          language
          timezone
          currency
          dateFormat
        }
      }
    }
  }
`);

/** The current USD and EUR rates (Billing → Exchange rates). */
export const AdminExchangeRatesQuery = graphql(`
  query AdminExchangeRates {
    exchangeRates {
      id
      currency
      kshCentsPerUnit
      rateDate
      setAt
    }
  }
`);

export const SetExchangeRateMutation = graphql(`
  mutation SetExchangeRate($input: SetExchangeRateInput!) {
    setExchangeRate(input: $input) {
      id
      currency
      kshCentsPerUnit
      rateDate
      setAt
    }
  }
`);
