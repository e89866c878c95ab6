import { graphql } from '@/gql';

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
  query DashboardMyServices($includeCancelled: Boolean) {
    myServices(includeCancelled: $includeCancelled) {
      ...DashboardServiceFields
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
      storedNowBytes
      egressGB
      requests
      errors
      avgLatencyMs
      uptimePercent
      lastActivityAt
      usageTrend {
        ...UsageTrendPointFields
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

export const CancelServiceMutation = graphql(`
  mutation DashboardCancelService($input: CancelCloudStorageServiceInput!) {
    cancelCloudStorageService(input: $input) {
      service {
        ...DashboardServiceFields
      }
      deletedBuckets
      deletedObjects
      billingEndsAt
    }
  }
`);

export const DashboardOverviewQuery = graphql(`
  query DashboardOverview($range: TimeRange!) {
    dashboardOverview(range: $range) {
      range
      activeServices {
        ...DashboardStatFields
      }
      totalStorageGB {
        ...DashboardStatFields
      }
      apiRequests {
        ...DashboardStatFields
      }
      avgUptimePercent {
        ...DashboardStatFields
      }
      storedNowBytes
      avgLatencyMs
      usageTrend {
        ...UsageTrendPointFields
      }
      performance {
        ...PerformancePointFields
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
        ...DashboardStatFields
      }
      errorRatePercent {
        ...DashboardStatFields
      }
      requests {
        ...DashboardStatFields
      }
      uptimePercent {
        ...DashboardStatFields
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
        ...PerformancePointFields
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
        ...SpendBudgetFields
        monthlyBudgetCents
      }
    }
  }
`);

export const InvoicesQuery = graphql(`
  query DashboardInvoices($first: Int, $after: String) {
    invoices(first: $first, after: $after) {
      nodes {
        ...DashboardInvoiceSummaryFields
        services
      }
      pageInfo {
        ...PageInfoFields
      }
    }
  }
`);

export const InvoiceDetailQuery = graphql(`
  query DashboardInvoiceDetail($id: ID!) {
    invoice(id: $id) {
      ...DashboardInvoiceSummaryFields
      subtotalCents
      vatRatePercent
      vatCents
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
      ...SpendBudgetFields
    }
  }
`);

/** The current USD and EUR rates, read by the dashboard layout when the customer's display currency is USD or EUR. */
export const DashboardExchangeRatesQuery = graphql(`
  query DashboardExchangeRates {
    exchangeRates {
      id
      currency
      kshCentsPerUnit
      rateDate
    }
  }
`);

/** The verification banner's "Resend link" (the server throttles it: 3 an hour). */
export const DashboardResendVerificationMutation = graphql(`
  mutation DashboardResendVerification {
    resendVerificationEmail {
      success
      message
    }
  }
`);

/** The customer's storage on hold for an unpaid invoice, or null (StorageHoldBanner). */
export const DashboardStorageHoldQuery = graphql(`
  query DashboardStorageHold {
    storageHold {
      invoiceId
      invoiceNumber
      dueAt
      since
    }
  }
`);
