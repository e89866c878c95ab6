import { graphql } from '@/gql';

export const ServiceFieldsFragment = graphql(`
  fragment DashboardServiceFields on CloudStorageService {
    id
    name
    serviceType
    storageAmount
    cost
    isActive
    status
    region
    planType
    startDate
    endpoint
  }
`);

/** Who to greet, and whether they have been here before (previousSignInAt is null in a first session). */
export const GreetingQuery = graphql(`
  query DashboardGreeting {
    me {
      id
      firstName
      previousSignInAt
    }
  }
`);

export const MyServicesQuery = graphql(`
  query DashboardMyServices {
    myServices {
      ...DashboardServiceFields
    }
  }
`);

export const PlansQuery = graphql(`
  query DashboardPlans {
    plans {
      type
      storageGB
      priceKsh
      duration
    }
  }
`);

export const ServiceActivityQuery = graphql(`
  query DashboardServiceActivity($serviceId: ID!) {
    serviceActivity(serviceId: $serviceId) {
      id
      action
      detail
      createdAt
    }
  }
`);

export const ServiceMetricsQuery = graphql(`
  query DashboardServiceMetrics($serviceId: ID!, $range: TimeRange!) {
    serviceMetrics(serviceId: $serviceId, range: $range) {
      serviceId
      storedGB
      egressGB
      requests
      errors
      avgLatencyMs
      uptimePercent
      lastActivityAt
      usageTrend {
        at
        storedGB
        egressGB
        requests
      }
    }
  }
`);

export const CreateServiceMutation = graphql(`
  mutation DashboardCreateService($input: CreateCloudStorageServiceInput!) {
    createCloudStorageService(input: $input) {
      service {
        ...DashboardServiceFields
      }
    }
  }
`);

export const UpdateServiceMutation = graphql(`
  mutation DashboardUpdateService($input: UpdateCloudStorageServiceInput!) {
    updateCloudStorageService(input: $input) {
      service {
        ...DashboardServiceFields
      }
    }
  }
`);

export const SetServiceActiveMutation = graphql(`
  mutation DashboardSetServiceActive($input: SetServiceStatusInput!) {
    setCloudStorageServiceActive(input: $input) {
      service {
        ...DashboardServiceFields
      }
    }
  }
`);

export const DashboardOverviewQuery = graphql(`
  query DashboardOverview($range: TimeRange!) {
    dashboardOverview(range: $range) {
      range
      activeServices {
        value
        changePercent
        previousValue
      }
      totalStorageGB {
        value
        changePercent
        previousValue
      }
      apiRequests {
        value
        changePercent
        previousValue
      }
      avgUptimePercent {
        value
        changePercent
        previousValue
      }
      usageTrend {
        at
        storedGB
        egressGB
        requests
      }
      performance {
        at
        latencyMs
        errorRatePercent
        uptimePercent
      }
      regionalUsage {
        region
        egressGB
        percent
      }
    }
  }
`);

export const MonitoringQuery = graphql(`
  query DashboardMonitoring($range: TimeRange!) {
    monitoring(range: $range) {
      range
      avgLatencyMs {
        value
        changePercent
        previousValue
      }
      errorRatePercent {
        value
        changePercent
        previousValue
      }
      requests {
        value
        changePercent
        previousValue
      }
      uptimePercent {
        value
        changePercent
        previousValue
      }
      resources {
        name
        nameCode
        percent
        detail
        detailCode
        detailParams {
          name
          value
        }
      }
      timeline {
        at
        latencyMs
        errorRatePercent
        uptimePercent
      }
      alerts {
        id
        severity
        title
        titleCode
        message
        messageCode
        messageParams {
          name
          value
        }
        at
        serviceId
      }
    }
  }
`);

export const BillingSummaryQuery = graphql(`
  query DashboardBillingSummary($period: BillingPeriod!) {
    billingSummary(period: $period) {
      period
      currentBillCents
      changePercent
      nextInvoiceAt
      nextPaymentDueAt
      outstandingCents
      paymentInstructions {
        mpesa {
          businessNumber
          accountNumber
          placeholder
        }
        bank {
          bankName
          accountNumber
          reference
          placeholder
        }
      }
      ytdCents
      spending {
        label
        periodStart
        amountCents
      }
      usageBreakdown {
        service
        amountCents
        percent
      }
      budget {
        monthlyBudgetCents
        spentCents
        usedPercent
        level
      }
    }
  }
`);

export const InvoicesQuery = graphql(`
  query DashboardInvoices($first: Int, $after: String) {
    invoices(first: $first, after: $after) {
      nodes {
        id
        number
        periodStart
        periodEnd
        issuedAt
        dueAt
        status
        totalCents
        amountPaidCents
        balanceCents
        services
      }
      pageInfo {
        endCursor
        hasNextPage
      }
    }
  }
`);

export const InvoiceDetailQuery = graphql(`
  query DashboardInvoiceDetail($id: ID!) {
    invoice(id: $id) {
      id
      number
      periodStart
      periodEnd
      issuedAt
      dueAt
      status
      subtotalCents
      vatRatePercent
      vatCents
      totalCents
      amountPaidCents
      balanceCents
      paidAt
      lines {
        serviceName
        description
        quantity
        unit
        unitPriceCents
        amountCents
        vatCents
      }
      payments {
        id
        method
        reference
        amountCents
        paidAt
      }
      paymentInstructions {
        mpesa {
          businessNumber
          accountNumber
          placeholder
        }
        bank {
          bankName
          accountName
          accountNumber
          branch
          swiftCode
          reference
          placeholder
        }
      }
    }
  }
`);

export const SetSpendBudgetMutation = graphql(`
  mutation DashboardSetSpendBudget($input: SetSpendBudgetInput!) {
    setSpendBudget(input: $input) {
      monthlyBudgetCents
      spentCents
      usedPercent
      level
    }
  }
`);
