/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query SecurityOverview {\n    me {\n      id\n      email\n      emailVerified\n      twoFactorEnabled\n    }\n    securityOverview {\n      score\n      activeApiKeys\n      events24h\n      failedLogins24h\n      items {\n        key\n        label\n        points\n        maxPoints\n        ok\n        explanation\n        explanationCode\n        explanationParams {\n          name\n          value\n        }\n      }\n    }\n  }\n": typeof types.SecurityOverviewDocument,
    "\n  query ApiKeys {\n    apiKeys {\n      id\n      name\n      accessKeyId\n      maskedSecret\n      permissions\n      status\n      createdAt\n      lastUsedAt\n      expiresAt\n      scope {\n        buckets\n        prefix\n      }\n    }\n  }\n": typeof types.ApiKeysDocument,
    "\n  query ApiKeyScopeBuckets {\n    apiKeyScopeBuckets\n  }\n": typeof types.ApiKeyScopeBucketsDocument,
    "\n  query SecurityEvents($first: Int, $after: String) {\n    securityEvents(first: $first, after: $after) {\n      nodes {\n        ...SecurityEventFields\n      }\n      pageInfo {\n        ...PageInfoFields\n      }\n    }\n  }\n": typeof types.SecurityEventsDocument,
    "\n  query AccountSettingsPage {\n    me {\n      ...AccountProfileFields\n      username\n      avatarUrl\n      twoFactorEnabled\n    }\n    accountSettings {\n      notifications {\n        ...NotificationSettingsFields\n      }\n      preferences {\n        ...PreferenceSettingsFields\n      }\n      security {\n        ...SecuritySettingsFields\n      }\n    }\n  }\n": typeof types.AccountSettingsPageDocument,
    "\n  mutation CreateApiKey($input: CreateApiKeyInput!) {\n    createApiKey(input: $input) {\n      secretAccessKey\n      apiKey {\n        id\n        name\n        accessKeyId\n        maskedSecret\n      }\n    }\n  }\n": typeof types.CreateApiKeyDocument,
    "\n  mutation RevokeApiKey($input: RevokeApiKeyInput!) {\n    revokeApiKey(input: $input) {\n      id\n      success\n    }\n  }\n": typeof types.RevokeApiKeyDocument,
    "\n  mutation SetApiKeyStatus($input: SetApiKeyStatusInput!) {\n    setApiKeyStatus(input: $input) {\n      apiKey {\n        id\n        status\n      }\n    }\n  }\n": typeof types.SetApiKeyStatusDocument,
    "\n  mutation StartTwoFactorEnrolment {\n    startTwoFactorEnrolment {\n      secret\n      otpauthUrl\n      qrCodeDataUrl\n    }\n  }\n": typeof types.StartTwoFactorEnrolmentDocument,
    "\n  mutation ConfirmTwoFactor($input: ConfirmTwoFactorInput!) {\n    confirmTwoFactor(input: $input) {\n      recoveryCodes\n      user {\n        id\n        twoFactorEnabled\n      }\n    }\n  }\n": typeof types.ConfirmTwoFactorDocument,
    "\n  mutation DisableTwoFactor($input: DisableTwoFactorInput!) {\n    disableTwoFactor(input: $input) {\n      user {\n        id\n        twoFactorEnabled\n      }\n    }\n  }\n": typeof types.DisableTwoFactorDocument,
    "\n  mutation UpdateSecuritySettings($input: UpdateSecuritySettingsInput!) {\n    updateSecuritySettings(input: $input) {\n      settings {\n        security {\n          ...SecuritySettingsFields\n        }\n      }\n    }\n  }\n": typeof types.UpdateSecuritySettingsDocument,
    "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      user {\n        ...AccountProfileFields\n      }\n    }\n  }\n": typeof types.UpdateProfileDocument,
    "\n  mutation UpdateNotificationSettings($input: UpdateNotificationSettingsInput!) {\n    updateNotificationSettings(input: $input) {\n      settings {\n        notifications {\n          ...NotificationSettingsFields\n        }\n      }\n    }\n  }\n": typeof types.UpdateNotificationSettingsDocument,
    "\n  mutation UpdatePreferences($input: UpdatePreferencesInput!) {\n    updatePreferences(input: $input) {\n      settings {\n        preferences {\n          ...PreferenceSettingsFields\n        }\n      }\n    }\n  }\n": typeof types.UpdatePreferencesDocument,
    "\n  mutation DeleteAccount($input: DeleteAccountInput!) {\n    deleteAccount(input: $input) {\n      success\n      message\n    }\n  }\n": typeof types.DeleteAccountDocument,
    "\n  query MySessions {\n    mySessions {\n      id\n      device\n      browser\n      system\n      ip\n      createdAt\n      lastSeenAt\n      current\n    }\n  }\n": typeof types.MySessionsDocument,
    "\n  mutation RevokeSession($input: RevokeSessionInput!) {\n    revokeSession(input: $input) {\n      id\n      success\n    }\n  }\n": typeof types.RevokeSessionDocument,
    "\n  mutation RevokeOtherSessions {\n    revokeOtherSessions {\n      revokedCount\n    }\n  }\n": typeof types.RevokeOtherSessionsDocument,
    "\n  mutation ResendVerificationEmail {\n    resendVerificationEmail {\n      success\n      message\n    }\n  }\n": typeof types.ResendVerificationEmailDocument,
    "\n  query PersonalAccessTokens {\n    personalAccessTokens {\n      id\n      name\n      scope\n      tokenStart\n      status\n      createdAt\n      expiresAt\n      revokedAt\n      lastUsedAt\n      lastUsedIp\n    }\n  }\n": typeof types.PersonalAccessTokensDocument,
    "\n  mutation CreatePersonalAccessToken($input: CreatePersonalAccessTokenInput!) {\n    createPersonalAccessToken(input: $input) {\n      secret\n      token {\n        id\n        name\n        scope\n        tokenStart\n        status\n      }\n    }\n  }\n": typeof types.CreatePersonalAccessTokenDocument,
    "\n  mutation RevokePersonalAccessToken($input: RevokePersonalAccessTokenInput!) {\n    revokePersonalAccessToken(input: $input) {\n      token {\n        id\n        status\n        revokedAt\n      }\n    }\n  }\n": typeof types.RevokePersonalAccessTokenDocument,
    "\n  fragment AccountPublicAccessBlockFields on AccountPublicAccessBlock {\n    id\n    blockPublicAcls\n    ignorePublicAcls\n    blockPublicPolicy\n    restrictPublicBuckets\n    updatedAt\n  }\n": typeof types.AccountPublicAccessBlockFieldsFragmentDoc,
    "\n  query AccountPublicAccessBlock {\n    accountPublicAccessBlock {\n      ...AccountPublicAccessBlockFields\n    }\n  }\n": typeof types.AccountPublicAccessBlockDocument,
    "\n  mutation PutAccountPublicAccessBlock($input: PutAccountPublicAccessBlockInput!) {\n    putAccountPublicAccessBlock(input: $input) {\n      accountPublicAccessBlock {\n        ...AccountPublicAccessBlockFields\n      }\n    }\n  }\n": typeof types.PutAccountPublicAccessBlockDocument,
    "\n  query SecurityStoragePlane {\n    storageEndpoint {\n      plane\n    }\n  }\n": typeof types.SecurityStoragePlaneDocument,
    "\n  fragment SecuritySettingsFields on SecuritySettings {\n    sessionTimeoutMinutes\n    ipAllowlistEnabled\n    ipAllowlist\n  }\n": typeof types.SecuritySettingsFieldsFragmentDoc,
    "\n  fragment NotificationSettingsFields on NotificationSettings {\n    email\n    sms\n    maintenance\n    securityAlerts\n    emailFrequency\n  }\n": typeof types.NotificationSettingsFieldsFragmentDoc,
    "\n  fragment PreferenceSettingsFields on Preferences {\n    language\n    timezone\n    currency\n    dateFormat\n  }\n": typeof types.PreferenceSettingsFieldsFragmentDoc,
    "\n  fragment AccountProfileFields on User {\n    id\n    email\n    firstName\n    lastName\n    phone\n    company\n    kraPin\n    bio\n  }\n": typeof types.AccountProfileFieldsFragmentDoc,
    "\n  fragment AdminActorFields on User {\n    id\n    username\n    email\n  }\n": typeof types.AdminActorFieldsFragmentDoc,
    "\n  fragment AdminProfileFields on User {\n    id\n    email\n    firstName\n    lastName\n    phone\n    company\n    bio\n  }\n": typeof types.AdminProfileFieldsFragmentDoc,
    "\n  fragment AdminInvoicePaymentFields on InvoicePayment {\n    id\n    method\n    reference\n    amountCents\n    paidAt\n  }\n": typeof types.AdminInvoicePaymentFieldsFragmentDoc,
    "\n  fragment AdminInvoiceRowFields on Invoice {\n    id\n    number\n    periodStart\n    issuedAt\n    dueAt\n    status\n    totalCents\n    amountPaidCents\n    balanceCents\n    customer {\n      ...AdminCustomerFields\n    }\n    payments {\n      ...AdminInvoicePaymentFields\n    }\n  }\n": typeof types.AdminInvoiceRowFieldsFragmentDoc,
    "\n  fragment AdminServiceRowFields on CloudStorageService {\n    id\n    name\n    serviceType\n    storageAmount\n    cost\n    isActive\n    startDate\n  }\n": typeof types.AdminServiceRowFieldsFragmentDoc,
    "\n  fragment AdminCustomerFields on User {\n    id\n    firstName\n    lastName\n    email\n  }\n": typeof types.AdminCustomerFieldsFragmentDoc,
    "\n  fragment AdminUserSummaryFields on User {\n    id\n    username\n    email\n    firstName\n    lastName\n    userType\n    createdAt\n  }\n": typeof types.AdminUserSummaryFieldsFragmentDoc,
    "\n  fragment AdminWinnerFields on Winner {\n    id\n    displayName\n    user {\n      firstName\n      lastName\n    }\n    prizeText\n    winDate\n    claimStatus\n    totalEntries\n    winnerEntryIndex\n    generatedHash\n  }\n": typeof types.AdminWinnerFieldsFragmentDoc,
    "\n  query AdminStats {\n    adminStats {\n      totalUsers\n      activeServices\n      competitionEntries\n      activePromotions\n    }\n  }\n": typeof types.AdminStatsDocument,
    "\n  query AdminUsers($first: Int, $after: String, $search: String) {\n    adminUsers(first: $first, after: $after, search: $search) {\n      nodes {\n        ...AdminUserSummaryFields\n        activeServiceCount\n        avatarUrl\n        storageHold {\n          invoiceNumber\n          since\n        }\n      }\n      pageInfo {\n        ...PageInfoFields\n      }\n    }\n  }\n": typeof types.AdminUsersDocument,
    "\n  query AdminUser($id: ID!) {\n    adminUser(id: $id) {\n      ...AdminUserSummaryFields\n      phone\n      company\n      twoFactorEnabled\n      services {\n        ...AdminServiceRowFields\n      }\n    }\n  }\n": typeof types.AdminUserDocument,
    "\n  query AdminServices($first: Int, $after: String, $search: String) {\n    adminServices(first: $first, after: $after, search: $search) {\n      nodes {\n        ...AdminServiceRowFields\n        user {\n          ...AdminCustomerFields\n        }\n      }\n      pageInfo {\n        ...PageInfoFields\n      }\n    }\n  }\n": typeof types.AdminServicesDocument,
    "\n  mutation AdminSetServiceActive($input: SetServiceStatusInput!) {\n    adminSetServiceActive(input: $input) {\n      service {\n        id\n        isActive\n      }\n    }\n  }\n": typeof types.AdminSetServiceActiveDocument,
    "\n  query AdminWinners($first: Int, $after: String, $search: String) {\n    adminWinners(first: $first, after: $after, search: $search) {\n      nodes {\n        ...AdminWinnerFields\n        promotionName\n        prizeDescription\n        prizeValue\n      }\n      pageInfo {\n        ...PageInfoFields\n      }\n    }\n  }\n": typeof types.AdminWinnersDocument,
    "\n  query AdminSecurityEvents($first: Int, $after: String) {\n    adminSecurityEvents(first: $first, after: $after) {\n      nodes {\n        ...SecurityEventFields\n        user {\n          ...AdminActorFields\n        }\n      }\n      pageInfo {\n        ...PageInfoFields\n      }\n    }\n  }\n": typeof types.AdminSecurityEventsDocument,
    "\n  query AdminRevenue {\n    adminRevenue {\n      monthlyRecurringCents\n      averageRevenuePerUserCents\n      invoicedThisMonthCents\n      outstandingCents\n      overdueCents\n      payingCustomers\n      revenueByMonth {\n        periodStart\n        label\n        invoiceCount\n        subtotalCents\n        vatCents\n        totalCents\n        paidCents\n      }\n    }\n  }\n": typeof types.AdminRevenueDocument,
    "\n  query AdminInvoices($filter: AdminInvoiceFilter, $search: String, $first: Int, $after: String) {\n    adminInvoices(filter: $filter, search: $search, first: $first, after: $after) {\n      nodes {\n        ...AdminInvoiceRowFields\n      }\n      pageInfo {\n        ...PageInfoFields\n      }\n    }\n  }\n": typeof types.AdminInvoicesDocument,
    "\n  mutation AdminRecordInvoicePayment($input: RecordInvoicePaymentInput!) {\n    recordInvoicePayment(input: $input) {\n      invoice {\n        ...AdminInvoiceRowFields\n        balanceCents\n      }\n      payment {\n        id\n      }\n    }\n  }\n": typeof types.AdminRecordInvoicePaymentDocument,
    "\n  query AdminSupportTickets($first: Int, $after: String, $status: TicketStatus) {\n    supportTickets(first: $first, after: $after, status: $status) {\n      nodes {\n        id\n        reference\n        name\n        email\n        priority\n        category\n        subject\n        description\n        urgent\n        status\n        createdAt\n      }\n      pageInfo {\n        ...PageInfoFields\n      }\n    }\n  }\n": typeof types.AdminSupportTicketsDocument,
    "\n  mutation AdminUpdateSupportTicketStatus($input: UpdateSupportTicketStatusInput!) {\n    updateSupportTicketStatus(input: $input) {\n      ticket {\n        id\n        status\n      }\n    }\n  }\n": typeof types.AdminUpdateSupportTicketStatusDocument,
    "\n  query AdminProfile {\n    me {\n      ...AdminProfileFields\n      username\n      createdAt\n      twoFactorEnabled\n    }\n  }\n": typeof types.AdminProfileDocument,
    "\n  mutation AdminUpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      user {\n        ...AdminProfileFields\n      }\n    }\n  }\n": typeof types.AdminUpdateProfileDocument,
    "\n  query AdminAuditLog($filter: AdminAuditFilter, $first: Int, $after: String) {\n    adminAuditLog(filter: $filter, first: $first, after: $after) {\n      nodes {\n        id\n        action\n        actionLabel\n        summary\n        actorName\n        actor {\n          ...AdminActorFields\n        }\n        targetType\n        targetId\n        ip\n        createdAt\n      }\n      pageInfo {\n        ...PageInfoFields\n      }\n    }\n  }\n": typeof types.AdminAuditLogDocument,
    "\n  query AdminAuditActors {\n    adminAuditActors {\n      id\n      name\n    }\n  }\n": typeof types.AdminAuditActorsDocument,
    "\n  mutation AdminUpdatePreferences($input: UpdatePreferencesInput!) {\n    updatePreferences(input: $input) {\n      settings {\n        preferences {\n          language\n          timezone\n          currency\n          dateFormat\n        }\n      }\n    }\n  }\n": typeof types.AdminUpdatePreferencesDocument,
    "\n  query AdminExchangeRates {\n    exchangeRates {\n      id\n      currency\n      kshCentsPerUnit\n      rateDate\n      setAt\n    }\n  }\n": typeof types.AdminExchangeRatesDocument,
    "\n  mutation SetExchangeRate($input: SetExchangeRateInput!) {\n    setExchangeRate(input: $input) {\n      id\n      currency\n      kshCentsPerUnit\n      rateDate\n      setAt\n    }\n  }\n": typeof types.SetExchangeRateDocument,
    "\n  fragment AdminDrawRoundFields on DrawRound {\n    trigger\n    ...DrawRoundProofFields\n  }\n": typeof types.AdminDrawRoundFieldsFragmentDoc,
    "\n  fragment AdminPromotionFields on Promotion {\n    ...AdminPromotionFormFields\n    nextDrawAt\n    currentPeriodKey\n    participantCount\n    totalEntries\n  }\n": typeof types.AdminPromotionFieldsFragmentDoc,
    "\n  fragment AdminPromotionFormFields on Promotion {\n    id\n    name\n    description\n    eligibilityCriteria\n    prizeDescription\n    prizeValue\n    startDate\n    endDate\n    drawType\n    isActive\n  }\n": typeof types.AdminPromotionFormFieldsFragmentDoc,
    "\n  query AdminPromotions {\n    adminPromotions {\n      id\n      ...AdminPromotionFields\n      ...AdminPromotionFormFields\n    }\n  }\n": typeof types.AdminPromotionsDocument,
    "\n  query PromotionParticipants($promotionId: ID!) {\n    promotionParticipants(promotionId: $promotionId) {\n      id\n      entryDate\n      entries\n      joinedExplicitly\n      user {\n        ...AdminCustomerFields\n      }\n    }\n  }\n": typeof types.PromotionParticipantsDocument,
    "\n  query PromotionWinners($promotionId: ID!) {\n    promotionWinners(promotionId: $promotionId) {\n      ...AdminWinnerFields\n      periodKey\n      beaconSource\n    }\n  }\n": typeof types.PromotionWinnersDocument,
    "\n  mutation CreatePromotion($input: CreatePromotionInput!) {\n    createPromotion(input: $input) {\n      promotion {\n        id\n        name\n      }\n    }\n  }\n": typeof types.CreatePromotionDocument,
    "\n  mutation UpdatePromotion($input: UpdatePromotionInput!) {\n    updatePromotion(input: $input) {\n      promotion {\n        ...AdminPromotionFormFields\n      }\n    }\n  }\n": typeof types.UpdatePromotionDocument,
    "\n  mutation SelectWinner($input: SelectWinnerInput!) {\n    selectWinner(input: $input) {\n      status\n      newlyDrawn\n      winner {\n        id\n        displayName\n        user {\n          firstName\n          lastName\n        }\n        generatedHash\n      }\n      round {\n        id\n        status\n        periodKey\n        entriesCommitment\n        totalEntries\n        targetBlockHeight\n        beaconPlan\n        committedAt\n      }\n    }\n  }\n": typeof types.SelectWinnerDocument,
    "\n  query PromotionRounds($promotionId: ID!) {\n    drawRounds(promotionId: $promotionId, limit: 10) {\n      ...AdminDrawRoundFields\n    }\n  }\n": typeof types.PromotionRoundsDocument,
    "\n  fragment SignedInUserFields on User {\n    id\n    firstName\n    userType\n    previousSignInAt\n  }\n": typeof types.SignedInUserFieldsFragmentDoc,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      twoFactorRequired\n      user {\n        ...SignedInUserFields\n      }\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation CompleteTwoFactorLogin($input: CompleteTwoFactorLoginInput!) {\n    completeTwoFactorLogin(input: $input) {\n      user {\n        ...SignedInUserFields\n      }\n    }\n  }\n": typeof types.CompleteTwoFactorLoginDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      success\n      message\n    }\n  }\n": typeof types.RegisterDocument,
    "\n  mutation RequestPasswordReset($input: RequestPasswordResetInput!) {\n    requestPasswordReset(input: $input) {\n      success\n      message\n    }\n  }\n": typeof types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      success\n      message\n    }\n  }\n": typeof types.ResetPasswordDocument,
    "\n  mutation VerifyEmail($input: VerifyEmailInput!) {\n    verifyEmail(input: $input) {\n      success\n      message\n    }\n  }\n": typeof types.VerifyEmailDocument,
    "\n  fragment PrizePromotionFields on Promotion {\n    id\n    name\n    description\n    eligibilityCriteria\n    prizeDescription\n    prizeValue\n    drawType\n    startDate\n    endDate\n    nextDrawAt\n    participantCount\n    totalEntries\n  }\n": typeof types.PrizePromotionFieldsFragmentDoc,
    "\n  query Competition {\n    competition {\n      totalEntries\n      participantCount\n      nextDrawAt\n      periodStart\n      periodProgress\n      entriesCommitment\n      beaconMode\n      recentRounds {\n        promotionName\n        drawAt\n        ...DrawRoundProofFields\n      }\n      promotion {\n        ...PrizePromotionFields\n        name\n        drawType\n        prizeDescription\n        currentPeriodKey\n      }\n      lastWinners {\n        id\n        displayName\n        prizeText\n        winDate\n        promotionName\n        promotionId\n        btcBlockHash\n        drawTimestamp\n        generatedHash\n        winnerEntryIndex\n        totalEntries\n      }\n    }\n  }\n": typeof types.CompetitionDocument,
    "\n  query ActivePromotions {\n    activePromotions {\n      ...PrizePromotionFields\n    }\n  }\n": typeof types.ActivePromotionsDocument,
    "\n  query PublicWinners($limit: Int) {\n    publicWinners(limit: $limit) {\n      id\n      displayName\n      prizeText\n      winDate\n      promotionName\n      periodKey\n    }\n  }\n": typeof types.PublicWinnersDocument,
    "\n  query DrawRecord($winnerId: ID!) {\n    drawRecord(winnerId: $winnerId) {\n      id\n      promotionId\n      periodKey\n      totalEntries\n      entriesCommitment\n      btcBlockHash\n      beaconSource\n      beaconHeight\n      drawTimestamp\n      generatedHash\n      winnerEntryIndex\n      ranges {\n        customerId\n        displayName\n        entries\n        from\n        to\n      }\n      winner {\n        id\n        displayName\n        prizeText\n      }\n    }\n  }\n": typeof types.DrawRecordDocument,
    "\n  query MyCompetitionStatus {\n    myCompetitionStatus {\n      entries\n      activeServices\n      activeStorageGB\n      eligible\n      ineligibleReason\n      overdueInvoices\n      pseudonym\n    }\n  }\n": typeof types.MyCompetitionStatusDocument,
    "\n  mutation JoinCompetition($input: JoinCompetitionInput!) {\n    joinCompetition(input: $input) {\n      success\n      user {\n        firstName\n      }\n      totalEntries\n      activeServices\n    }\n  }\n": typeof types.JoinCompetitionDocument,
    "\n  mutation SimulateWinnerSelection {\n    simulateWinnerSelection {\n      competitionId\n      btcBlockHash\n      timestamp\n      generatedHash\n      winnerEntryIndex\n      winnerCustomerId\n      totalEntries\n      beaconSource\n    }\n  }\n": typeof types.SimulateWinnerSelectionDocument,
    "\n  fragment DashboardInvoiceSummaryFields on Invoice {\n    id\n    number\n    periodStart\n    periodEnd\n    issuedAt\n    dueAt\n    status\n    totalCents\n    amountPaidCents\n    balanceCents\n  }\n": typeof types.DashboardInvoiceSummaryFieldsFragmentDoc,
    "\n  fragment SpendBudgetFields on BudgetStatus {\n    monthlyBudgetCents\n    spentCents\n    usedPercent\n    level\n  }\n": typeof types.SpendBudgetFieldsFragmentDoc,
    "\n  fragment PerformancePointFields on PerformancePoint {\n    at\n    latencyMs\n    errorRatePercent\n    uptimePercent\n  }\n": typeof types.PerformancePointFieldsFragmentDoc,
    "\n  fragment UsageTrendPointFields on UsagePoint {\n    at\n    storedGB\n    egressGB\n    requests\n  }\n": typeof types.UsageTrendPointFieldsFragmentDoc,
    "\n  query DashboardGreeting {\n    me {\n      id\n      firstName\n      previousSignInAt\n    }\n  }\n": typeof types.DashboardGreetingDocument,
    "\n  query DashboardMyServices($includeCancelled: Boolean) {\n    myServices(includeCancelled: $includeCancelled) {\n      ...DashboardServiceFields\n    }\n  }\n": typeof types.DashboardMyServicesDocument,
    "\n  query DashboardServiceActivity($serviceId: ID!) {\n    serviceActivity(serviceId: $serviceId) {\n      id\n      action\n      detail\n      createdAt\n    }\n  }\n": typeof types.DashboardServiceActivityDocument,
    "\n  query DashboardServiceMetrics($serviceId: ID!, $range: TimeRange!) {\n    serviceMetrics(serviceId: $serviceId, range: $range) {\n      serviceId\n      storedGB\n      storedNowBytes\n      egressGB\n      requests\n      errors\n      avgLatencyMs\n      uptimePercent\n      lastActivityAt\n      usageTrend {\n        ...UsageTrendPointFields\n      }\n    }\n  }\n": typeof types.DashboardServiceMetricsDocument,
    "\n  mutation DashboardCreateService($input: CreateCloudStorageServiceInput!) {\n    createCloudStorageService(input: $input) {\n      service {\n        ...DashboardServiceFields\n      }\n    }\n  }\n": typeof types.DashboardCreateServiceDocument,
    "\n  mutation DashboardUpdateService($input: UpdateCloudStorageServiceInput!) {\n    updateCloudStorageService(input: $input) {\n      service {\n        ...DashboardServiceFields\n      }\n    }\n  }\n": typeof types.DashboardUpdateServiceDocument,
    "\n  mutation DashboardSetServiceActive($input: SetServiceStatusInput!) {\n    setCloudStorageServiceActive(input: $input) {\n      service {\n        ...DashboardServiceFields\n      }\n    }\n  }\n": typeof types.DashboardSetServiceActiveDocument,
    "\n  mutation DashboardCancelService($input: CancelCloudStorageServiceInput!) {\n    cancelCloudStorageService(input: $input) {\n      service {\n        ...DashboardServiceFields\n      }\n      deletedBuckets\n      deletedObjects\n      billingEndsAt\n    }\n  }\n": typeof types.DashboardCancelServiceDocument,
    "\n  query DashboardOverview($range: TimeRange!) {\n    dashboardOverview(range: $range) {\n      range\n      activeServices {\n        ...DashboardStatFields\n      }\n      totalStorageGB {\n        ...DashboardStatFields\n      }\n      apiRequests {\n        ...DashboardStatFields\n      }\n      avgUptimePercent {\n        ...DashboardStatFields\n      }\n      storedNowBytes\n      avgLatencyMs\n      usageTrend {\n        ...UsageTrendPointFields\n      }\n      performance {\n        ...PerformancePointFields\n      }\n      regionalUsage {\n        region\n        egressGB\n        percent\n      }\n    }\n  }\n": typeof types.DashboardOverviewDocument,
    "\n  query DashboardMonitoring($range: TimeRange!) {\n    monitoring(range: $range) {\n      range\n      avgLatencyMs {\n        ...DashboardStatFields\n      }\n      errorRatePercent {\n        ...DashboardStatFields\n      }\n      requests {\n        ...DashboardStatFields\n      }\n      uptimePercent {\n        ...DashboardStatFields\n      }\n      resources {\n        name\n        nameCode\n        percent\n        detail\n        detailCode\n        detailParams {\n          name\n          value\n        }\n      }\n      timeline {\n        ...PerformancePointFields\n      }\n      alerts {\n        id\n        severity\n        title\n        titleCode\n        message\n        messageCode\n        messageParams {\n          name\n          value\n        }\n        at\n        serviceId\n      }\n    }\n  }\n": typeof types.DashboardMonitoringDocument,
    "\n  query DashboardBillingSummary($period: BillingPeriod!) {\n    billingSummary(period: $period) {\n      period\n      currentBillCents\n      changePercent\n      nextInvoiceAt\n      nextPaymentDueAt\n      outstandingCents\n      paymentInstructions {\n        mpesa {\n          businessNumber\n          accountNumber\n          placeholder\n        }\n        bank {\n          bankName\n          accountNumber\n          reference\n          placeholder\n        }\n      }\n      ytdCents\n      spending {\n        label\n        periodStart\n        amountCents\n      }\n      usageBreakdown {\n        service\n        amountCents\n        percent\n      }\n      budget {\n        ...SpendBudgetFields\n        monthlyBudgetCents\n      }\n    }\n  }\n": typeof types.DashboardBillingSummaryDocument,
    "\n  query DashboardInvoices($first: Int, $after: String) {\n    invoices(first: $first, after: $after) {\n      nodes {\n        ...DashboardInvoiceSummaryFields\n        services\n      }\n      pageInfo {\n        ...PageInfoFields\n      }\n    }\n  }\n": typeof types.DashboardInvoicesDocument,
    "\n  query DashboardInvoiceDetail($id: ID!) {\n    invoice(id: $id) {\n      ...DashboardInvoiceSummaryFields\n      subtotalCents\n      vatRatePercent\n      vatCents\n      paidAt\n      lines {\n        serviceName\n        description\n        quantity\n        unit\n        unitPriceCents\n        amountCents\n        vatCents\n      }\n      payments {\n        id\n        method\n        reference\n        amountCents\n        paidAt\n      }\n      paymentInstructions {\n        mpesa {\n          businessNumber\n          accountNumber\n          placeholder\n        }\n        bank {\n          bankName\n          accountName\n          accountNumber\n          branch\n          swiftCode\n          reference\n          placeholder\n        }\n      }\n    }\n  }\n": typeof types.DashboardInvoiceDetailDocument,
    "\n  mutation DashboardSetSpendBudget($input: SetSpendBudgetInput!) {\n    setSpendBudget(input: $input) {\n      ...SpendBudgetFields\n    }\n  }\n": typeof types.DashboardSetSpendBudgetDocument,
    "\n  query DashboardExchangeRates {\n    exchangeRates {\n      id\n      currency\n      kshCentsPerUnit\n      rateDate\n    }\n  }\n": typeof types.DashboardExchangeRatesDocument,
    "\n  mutation DashboardResendVerification {\n    resendVerificationEmail {\n      success\n      message\n    }\n  }\n": typeof types.DashboardResendVerificationDocument,
    "\n  query DashboardStorageHold {\n    storageHold {\n      invoiceId\n      invoiceNumber\n      dueAt\n      since\n    }\n  }\n": typeof types.DashboardStorageHoldDocument,
    "\n  fragment DashboardServiceFields on CloudStorageService {\n    id\n    name\n    serviceType\n    storageAmount\n    cost\n    isActive\n    status\n    region\n    planType\n    startDate\n    endpoint\n    cancelledAt\n    retention {\n      mode\n      days\n    }\n  }\n": typeof types.DashboardServiceFieldsFragmentDoc,
    "\n  query DashboardBucketLifecycle($bucket: String!) {\n    bucketLifecycle(bucket: $bucket) {\n      bucket\n      runHourUtc\n      rules {\n        id\n        enabled\n        filter {\n          prefix\n          tags {\n            key\n            value\n          }\n          objectSizeGreaterThan\n          objectSizeLessThan\n        }\n        expiration {\n          days\n          date\n          expiredObjectDeleteMarker\n        }\n        noncurrentVersionExpiration {\n          noncurrentDays\n          newerNoncurrentVersions\n        }\n        abortIncompleteMultipartUpload {\n          daysAfterInitiation\n        }\n      }\n    }\n  }\n": typeof types.DashboardBucketLifecycleDocument,
    "\n  mutation DashboardPutBucketLifecycle($input: PutBucketLifecycleInput!) {\n    putBucketLifecycle(input: $input) {\n      lifecycle {\n        bucket\n        runHourUtc\n      }\n    }\n  }\n": typeof types.DashboardPutBucketLifecycleDocument,
    "\n  query DashboardServiceBuckets($serviceId: ID!) {\n    serviceBuckets(serviceId: $serviceId) {\n      serviceId\n      usable\n      usedBytes\n      quotaBytes\n      buckets {\n        name\n        serviceId\n        region\n        residency\n        objectCount\n        bytes\n        createdAt\n        isPublic\n        versioning\n        objectLock {\n          defaultRetention {\n            mode\n            days\n            years\n          }\n        }\n      }\n    }\n  }\n": typeof types.DashboardServiceBucketsDocument,
    "\n  query DashboardServiceLockedData($serviceId: ID!) {\n    serviceBuckets(serviceId: $serviceId) {\n      serviceId\n      lockedData {\n        until\n        legalHold\n      }\n    }\n  }\n": typeof types.DashboardServiceLockedDataDocument,
    "\n  query DashboardBucketObjects($bucket: String!, $prefix: String, $after: String, $first: Int) {\n    bucketObjects(bucket: $bucket, prefix: $prefix, after: $after, first: $first) {\n      bucket\n      prefix\n      folders\n      objects {\n        key\n        size\n        etag\n        lastModified\n        tags {\n          key\n          value\n        }\n      }\n      nextCursor\n    }\n  }\n": typeof types.DashboardBucketObjectsDocument,
    "\n  query DashboardStorageEndpoint {\n    storageEndpoint {\n      url\n      region\n      plane\n    }\n  }\n": typeof types.DashboardStorageEndpointDocument,
    "\n  mutation DashboardCreateBucket($input: CreateBucketInput!) {\n    createBucket(input: $input) {\n      bucket {\n        name\n        objectCount\n        bytes\n      }\n    }\n  }\n": typeof types.DashboardCreateBucketDocument,
    "\n  mutation DashboardDeleteBucket($input: DeleteBucketInput!) {\n    deleteBucket(input: $input) {\n      name\n      deletedObjects\n    }\n  }\n": typeof types.DashboardDeleteBucketDocument,
    "\n  mutation DashboardDeleteObject($input: DeleteObjectInput!) {\n    deleteObject(input: $input) {\n      bucket\n      key\n      success\n    }\n  }\n": typeof types.DashboardDeleteObjectDocument,
    "\n  mutation DashboardPresignObjectUrl($input: PresignObjectUrlInput!) {\n    presignObjectUrl(input: $input) {\n      url\n      method\n      expiresAt\n    }\n  }\n": typeof types.DashboardPresignObjectUrlDocument,
    "\n  mutation DashboardSetBucketVersioning($input: SetBucketVersioningInput!) {\n    setBucketVersioning(input: $input) {\n      bucket {\n        name\n        versioning\n      }\n    }\n  }\n": typeof types.DashboardSetBucketVersioningDocument,
    "\n  query DashboardObjectVersions($bucket: String!, $key: String!) {\n    objectVersions(bucket: $bucket, key: $key) {\n      bucket\n      key\n      versions {\n        versionId\n        isLatest\n        deleteMarker\n        size\n        etag\n        lastModified\n        lockMode\n        lockUntil\n        legalHold\n        locked\n        retained\n      }\n    }\n  }\n": typeof types.DashboardObjectVersionsDocument,
    "\n  query DashboardDeletedObjects($bucket: String!, $prefix: String) {\n    deletedObjects(bucket: $bucket, prefix: $prefix) {\n      bucket\n      prefix\n      folders\n      objects {\n        key\n        markerVersionId\n        deletedAt\n        size\n      }\n      truncated\n    }\n  }\n": typeof types.DashboardDeletedObjectsDocument,
    "\n  mutation DashboardDeleteObjectVersion($input: DeleteObjectVersionInput!) {\n    deleteObjectVersion(input: $input) {\n      bucket\n      key\n      versionId\n      deleteMarker\n    }\n  }\n": typeof types.DashboardDeleteObjectVersionDocument,
    "\n  mutation DashboardPresignVersionRestore($input: PresignVersionRestoreInput!) {\n    presignVersionRestore(input: $input) {\n      url\n      method\n      headers {\n        name\n        value\n      }\n      expiresAt\n    }\n  }\n": typeof types.DashboardPresignVersionRestoreDocument,
    "\n  fragment DashboardBucketCorsFields on BucketCors {\n    bucket\n    rules {\n      id\n      allowedOrigins\n      allowedMethods\n      allowedHeaders\n      exposeHeaders\n      maxAgeSeconds\n    }\n  }\n": typeof types.DashboardBucketCorsFieldsFragmentDoc,
    "\n  query DashboardBucketCors($bucket: String!) {\n    bucketCors(bucket: $bucket) {\n      ...DashboardBucketCorsFields\n    }\n  }\n": typeof types.DashboardBucketCorsDocument,
    "\n  mutation DashboardPutBucketCors($input: PutBucketCorsInput!) {\n    putBucketCors(input: $input) {\n      cors {\n        ...DashboardBucketCorsFields\n      }\n    }\n  }\n": typeof types.DashboardPutBucketCorsDocument,
    "\n  mutation DashboardPutObjectTags($input: PutObjectTagsInput!) {\n    putObjectTags(input: $input) {\n      bucket\n      key\n      tags {\n        key\n        value\n      }\n    }\n  }\n": typeof types.DashboardPutObjectTagsDocument,
    "\n  query DashboardBucketPublicAccess($bucket: String!) {\n    bucketPublicAccess(bucket: $bucket) {\n      bucket\n      isPublic\n      publicPrefixes\n      publicListing\n      hasPolicy\n      blockPublicAcls\n      ignorePublicAcls\n      blockPublicPolicy\n      restrictPublicBuckets\n      blockedByAccount\n      publicUrl\n    }\n  }\n": typeof types.DashboardBucketPublicAccessDocument,
    "\n  mutation DashboardSetBucketPublicAccess($input: SetBucketPublicAccessInput!) {\n    setBucketPublicAccess(input: $input) {\n      publicAccess {\n        bucket\n        isPublic\n      }\n    }\n  }\n": typeof types.DashboardSetBucketPublicAccessDocument,
    "\n  mutation DashboardSetBucketDefaultRetention($input: SetBucketDefaultRetentionInput!) {\n    setBucketDefaultRetention(input: $input) {\n      bucket {\n        name\n        objectLock {\n          defaultRetention {\n            mode\n            days\n            years\n          }\n        }\n      }\n    }\n  }\n": typeof types.DashboardSetBucketDefaultRetentionDocument,
    "\n  mutation DashboardSetObjectLegalHold($input: SetObjectLegalHoldInput!) {\n    setObjectLegalHold(input: $input) {\n      bucket\n      key\n      version {\n        versionId\n        lockMode\n        lockUntil\n        legalHold\n        locked\n        retained\n      }\n    }\n  }\n": typeof types.DashboardSetObjectLegalHoldDocument,
    "\n  mutation DashboardExtendObjectRetention($input: ExtendObjectRetentionInput!) {\n    extendObjectRetention(input: $input) {\n      bucket\n      key\n      version {\n        versionId\n        lockMode\n        lockUntil\n        legalHold\n        locked\n        retained\n      }\n    }\n  }\n": typeof types.DashboardExtendObjectRetentionDocument,
    "\n  query DashboardBucketRestores($serviceId: ID!, $bucket: String!) {\n    bucketRestores(serviceId: $serviceId, bucket: $bucket) {\n      id\n      prefix\n      pointInTime\n      status\n      keysExamined\n      versionsRestored\n      markersWritten\n      bytesCopied\n      error\n      createdAt\n      finishedAt\n    }\n  }\n": typeof types.DashboardBucketRestoresDocument,
    "\n  mutation DashboardStartBucketRestore($input: StartBucketRestoreInput!) {\n    startBucketRestore(input: $input) {\n      restore {\n        id\n        status\n      }\n    }\n  }\n": typeof types.DashboardStartBucketRestoreDocument,
    "\n  query DashboardSnapshotSchedule($serviceId: ID!) {\n    snapshotSchedule(serviceId: $serviceId) {\n      serviceId\n      enabled\n      retentionDays\n      enabledAt\n      nextSnapshotAt\n      snapshots {\n        id\n        onDemand\n        takenAt\n        expiresAt\n        objects\n        bytes\n      }\n    }\n  }\n": typeof types.DashboardSnapshotScheduleDocument,
    "\n  mutation DashboardSetSnapshotSchedule($input: SetSnapshotScheduleInput!) {\n    setSnapshotSchedule(input: $input) {\n      serviceId\n      enabled\n      retentionDays\n      enabledAt\n      nextSnapshotAt\n      snapshots {\n        id\n        onDemand\n        takenAt\n        expiresAt\n        objects\n        bytes\n      }\n    }\n  }\n": typeof types.DashboardSetSnapshotScheduleDocument,
    "\n  mutation DashboardTakeSnapshot($serviceId: ID!) {\n    takeSnapshot(serviceId: $serviceId) {\n      serviceId\n      enabled\n      retentionDays\n      enabledAt\n      nextSnapshotAt\n      snapshots {\n        id\n        onDemand\n        takenAt\n        expiresAt\n        objects\n        bytes\n      }\n    }\n  }\n": typeof types.DashboardTakeSnapshotDocument,
    "\n  fragment DashboardStatFields on StatWithChange {\n    value\n    changePercent\n    previousValue\n  }\n": typeof types.DashboardStatFieldsFragmentDoc,
    "\n  query PriceList {\n    priceList {\n      item\n      label\n      unit\n      unitPriceCents\n      freeAllowance\n    }\n  }\n": typeof types.PriceListDocument,
    "\n  query PricingQuote($input: PricingQuoteInput!) {\n    pricingQuote(input: $input) {\n      currency\n      totalCents\n      breakdown {\n        storage {\n          amount\n          free\n          billable\n          costCents\n        }\n        egress {\n          amount\n          free\n          billable\n          costCents\n        }\n      }\n    }\n  }\n": typeof types.PricingQuoteDocument,
    "\n  query PricingEstimate($input: EstimateInput!) {\n    pricingEstimate(input: $input) {\n      currency\n      totalCents\n      vatRatePercent\n      vatCents\n      totalInclVatCents\n      lines {\n        item\n        label\n        usage\n        unit\n        free\n        billable\n        unitPriceCents\n        costCents\n      }\n    }\n  }\n": typeof types.PricingEstimateDocument,
    "\n  mutation CreateSupportTicket($input: CreateSupportTicketInput!) {\n    createSupportTicket(input: $input) {\n      ticket {\n        id\n        reference\n        status\n        priority\n        createdAt\n      }\n    }\n  }\n": typeof types.CreateSupportTicketDocument,
    "\n  query PublicStorageEndpoint {\n    storageEndpoint {\n      url\n      region\n    }\n  }\n": typeof types.PublicStorageEndpointDocument,
    "\n  query DashboardPreferences {\n    accountSettings {\n      preferences {\n        language\n        timezone\n        currency\n        dateFormat\n      }\n    }\n  }\n": typeof types.DashboardPreferencesDocument,
    "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      success\n      message\n    }\n  }\n": typeof types.ChangePasswordDocument,
    "\n  query Me {\n    me {\n      id\n      username\n      email\n      firstName\n      lastName\n      userType\n      createdAt\n      twoFactorEnabled\n      emailVerified\n      avatarUrl\n    }\n  }\n": typeof types.MeDocument,
    "\n  mutation Logout {\n    logout {\n      success\n    }\n  }\n": typeof types.LogoutDocument,
    "\n  fragment DrawRoundProofFields on DrawRound {\n    id\n    periodKey\n    status\n    committedAt\n    entriesCommitment\n    totalEntries\n    targetBlockHeight\n    beaconPlan\n    voidReason\n    winner {\n      id\n      displayName\n    }\n  }\n": typeof types.DrawRoundProofFieldsFragmentDoc,
    "\n  fragment PageInfoFields on PageInfo {\n    endCursor\n    hasNextPage\n  }\n": typeof types.PageInfoFieldsFragmentDoc,
    "\n  query Plans {\n    plans {\n      type\n      storageGB\n      priceKsh\n      duration\n    }\n  }\n": typeof types.PlansDocument,
    "\n  fragment SecurityEventFields on SecurityEvent {\n    id\n    type\n    action\n    actionCode\n    actionParams {\n      name\n      value\n    }\n    ip\n    location\n    severity\n    createdAt\n  }\n": typeof types.SecurityEventFieldsFragmentDoc,
};
const documents: Documents = {
    "\n  query SecurityOverview {\n    me {\n      id\n      email\n      emailVerified\n      twoFactorEnabled\n    }\n    securityOverview {\n      score\n      activeApiKeys\n      events24h\n      failedLogins24h\n      items {\n        key\n        label\n        points\n        maxPoints\n        ok\n        explanation\n        explanationCode\n        explanationParams {\n          name\n          value\n        }\n      }\n    }\n  }\n": types.SecurityOverviewDocument,
    "\n  query ApiKeys {\n    apiKeys {\n      id\n      name\n      accessKeyId\n      maskedSecret\n      permissions\n      status\n      createdAt\n      lastUsedAt\n      expiresAt\n      scope {\n        buckets\n        prefix\n      }\n    }\n  }\n": types.ApiKeysDocument,
    "\n  query ApiKeyScopeBuckets {\n    apiKeyScopeBuckets\n  }\n": types.ApiKeyScopeBucketsDocument,
    "\n  query SecurityEvents($first: Int, $after: String) {\n    securityEvents(first: $first, after: $after) {\n      nodes {\n        ...SecurityEventFields\n      }\n      pageInfo {\n        ...PageInfoFields\n      }\n    }\n  }\n": types.SecurityEventsDocument,
    "\n  query AccountSettingsPage {\n    me {\n      ...AccountProfileFields\n      username\n      avatarUrl\n      twoFactorEnabled\n    }\n    accountSettings {\n      notifications {\n        ...NotificationSettingsFields\n      }\n      preferences {\n        ...PreferenceSettingsFields\n      }\n      security {\n        ...SecuritySettingsFields\n      }\n    }\n  }\n": types.AccountSettingsPageDocument,
    "\n  mutation CreateApiKey($input: CreateApiKeyInput!) {\n    createApiKey(input: $input) {\n      secretAccessKey\n      apiKey {\n        id\n        name\n        accessKeyId\n        maskedSecret\n      }\n    }\n  }\n": types.CreateApiKeyDocument,
    "\n  mutation RevokeApiKey($input: RevokeApiKeyInput!) {\n    revokeApiKey(input: $input) {\n      id\n      success\n    }\n  }\n": types.RevokeApiKeyDocument,
    "\n  mutation SetApiKeyStatus($input: SetApiKeyStatusInput!) {\n    setApiKeyStatus(input: $input) {\n      apiKey {\n        id\n        status\n      }\n    }\n  }\n": types.SetApiKeyStatusDocument,
    "\n  mutation StartTwoFactorEnrolment {\n    startTwoFactorEnrolment {\n      secret\n      otpauthUrl\n      qrCodeDataUrl\n    }\n  }\n": types.StartTwoFactorEnrolmentDocument,
    "\n  mutation ConfirmTwoFactor($input: ConfirmTwoFactorInput!) {\n    confirmTwoFactor(input: $input) {\n      recoveryCodes\n      user {\n        id\n        twoFactorEnabled\n      }\n    }\n  }\n": types.ConfirmTwoFactorDocument,
    "\n  mutation DisableTwoFactor($input: DisableTwoFactorInput!) {\n    disableTwoFactor(input: $input) {\n      user {\n        id\n        twoFactorEnabled\n      }\n    }\n  }\n": types.DisableTwoFactorDocument,
    "\n  mutation UpdateSecuritySettings($input: UpdateSecuritySettingsInput!) {\n    updateSecuritySettings(input: $input) {\n      settings {\n        security {\n          ...SecuritySettingsFields\n        }\n      }\n    }\n  }\n": types.UpdateSecuritySettingsDocument,
    "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      user {\n        ...AccountProfileFields\n      }\n    }\n  }\n": types.UpdateProfileDocument,
    "\n  mutation UpdateNotificationSettings($input: UpdateNotificationSettingsInput!) {\n    updateNotificationSettings(input: $input) {\n      settings {\n        notifications {\n          ...NotificationSettingsFields\n        }\n      }\n    }\n  }\n": types.UpdateNotificationSettingsDocument,
    "\n  mutation UpdatePreferences($input: UpdatePreferencesInput!) {\n    updatePreferences(input: $input) {\n      settings {\n        preferences {\n          ...PreferenceSettingsFields\n        }\n      }\n    }\n  }\n": types.UpdatePreferencesDocument,
    "\n  mutation DeleteAccount($input: DeleteAccountInput!) {\n    deleteAccount(input: $input) {\n      success\n      message\n    }\n  }\n": types.DeleteAccountDocument,
    "\n  query MySessions {\n    mySessions {\n      id\n      device\n      browser\n      system\n      ip\n      createdAt\n      lastSeenAt\n      current\n    }\n  }\n": types.MySessionsDocument,
    "\n  mutation RevokeSession($input: RevokeSessionInput!) {\n    revokeSession(input: $input) {\n      id\n      success\n    }\n  }\n": types.RevokeSessionDocument,
    "\n  mutation RevokeOtherSessions {\n    revokeOtherSessions {\n      revokedCount\n    }\n  }\n": types.RevokeOtherSessionsDocument,
    "\n  mutation ResendVerificationEmail {\n    resendVerificationEmail {\n      success\n      message\n    }\n  }\n": types.ResendVerificationEmailDocument,
    "\n  query PersonalAccessTokens {\n    personalAccessTokens {\n      id\n      name\n      scope\n      tokenStart\n      status\n      createdAt\n      expiresAt\n      revokedAt\n      lastUsedAt\n      lastUsedIp\n    }\n  }\n": types.PersonalAccessTokensDocument,
    "\n  mutation CreatePersonalAccessToken($input: CreatePersonalAccessTokenInput!) {\n    createPersonalAccessToken(input: $input) {\n      secret\n      token {\n        id\n        name\n        scope\n        tokenStart\n        status\n      }\n    }\n  }\n": types.CreatePersonalAccessTokenDocument,
    "\n  mutation RevokePersonalAccessToken($input: RevokePersonalAccessTokenInput!) {\n    revokePersonalAccessToken(input: $input) {\n      token {\n        id\n        status\n        revokedAt\n      }\n    }\n  }\n": types.RevokePersonalAccessTokenDocument,
    "\n  fragment AccountPublicAccessBlockFields on AccountPublicAccessBlock {\n    id\n    blockPublicAcls\n    ignorePublicAcls\n    blockPublicPolicy\n    restrictPublicBuckets\n    updatedAt\n  }\n": types.AccountPublicAccessBlockFieldsFragmentDoc,
    "\n  query AccountPublicAccessBlock {\n    accountPublicAccessBlock {\n      ...AccountPublicAccessBlockFields\n    }\n  }\n": types.AccountPublicAccessBlockDocument,
    "\n  mutation PutAccountPublicAccessBlock($input: PutAccountPublicAccessBlockInput!) {\n    putAccountPublicAccessBlock(input: $input) {\n      accountPublicAccessBlock {\n        ...AccountPublicAccessBlockFields\n      }\n    }\n  }\n": types.PutAccountPublicAccessBlockDocument,
    "\n  query SecurityStoragePlane {\n    storageEndpoint {\n      plane\n    }\n  }\n": types.SecurityStoragePlaneDocument,
    "\n  fragment SecuritySettingsFields on SecuritySettings {\n    sessionTimeoutMinutes\n    ipAllowlistEnabled\n    ipAllowlist\n  }\n": types.SecuritySettingsFieldsFragmentDoc,
    "\n  fragment NotificationSettingsFields on NotificationSettings {\n    email\n    sms\n    maintenance\n    securityAlerts\n    emailFrequency\n  }\n": types.NotificationSettingsFieldsFragmentDoc,
    "\n  fragment PreferenceSettingsFields on Preferences {\n    language\n    timezone\n    currency\n    dateFormat\n  }\n": types.PreferenceSettingsFieldsFragmentDoc,
    "\n  fragment AccountProfileFields on User {\n    id\n    email\n    firstName\n    lastName\n    phone\n    company\n    kraPin\n    bio\n  }\n": types.AccountProfileFieldsFragmentDoc,
    "\n  fragment AdminActorFields on User {\n    id\n    username\n    email\n  }\n": types.AdminActorFieldsFragmentDoc,
    "\n  fragment AdminProfileFields on User {\n    id\n    email\n    firstName\n    lastName\n    phone\n    company\n    bio\n  }\n": types.AdminProfileFieldsFragmentDoc,
    "\n  fragment AdminInvoicePaymentFields on InvoicePayment {\n    id\n    method\n    reference\n    amountCents\n    paidAt\n  }\n": types.AdminInvoicePaymentFieldsFragmentDoc,
    "\n  fragment AdminInvoiceRowFields on Invoice {\n    id\n    number\n    periodStart\n    issuedAt\n    dueAt\n    status\n    totalCents\n    amountPaidCents\n    balanceCents\n    customer {\n      ...AdminCustomerFields\n    }\n    payments {\n      ...AdminInvoicePaymentFields\n    }\n  }\n": types.AdminInvoiceRowFieldsFragmentDoc,
    "\n  fragment AdminServiceRowFields on CloudStorageService {\n    id\n    name\n    serviceType\n    storageAmount\n    cost\n    isActive\n    startDate\n  }\n": types.AdminServiceRowFieldsFragmentDoc,
    "\n  fragment AdminCustomerFields on User {\n    id\n    firstName\n    lastName\n    email\n  }\n": types.AdminCustomerFieldsFragmentDoc,
    "\n  fragment AdminUserSummaryFields on User {\n    id\n    username\n    email\n    firstName\n    lastName\n    userType\n    createdAt\n  }\n": types.AdminUserSummaryFieldsFragmentDoc,
    "\n  fragment AdminWinnerFields on Winner {\n    id\n    displayName\n    user {\n      firstName\n      lastName\n    }\n    prizeText\n    winDate\n    claimStatus\n    totalEntries\n    winnerEntryIndex\n    generatedHash\n  }\n": types.AdminWinnerFieldsFragmentDoc,
    "\n  query AdminStats {\n    adminStats {\n      totalUsers\n      activeServices\n      competitionEntries\n      activePromotions\n    }\n  }\n": types.AdminStatsDocument,
    "\n  query AdminUsers($first: Int, $after: String, $search: String) {\n    adminUsers(first: $first, after: $after, search: $search) {\n      nodes {\n        ...AdminUserSummaryFields\n        activeServiceCount\n        avatarUrl\n        storageHold {\n          invoiceNumber\n          since\n        }\n      }\n      pageInfo {\n        ...PageInfoFields\n      }\n    }\n  }\n": types.AdminUsersDocument,
    "\n  query AdminUser($id: ID!) {\n    adminUser(id: $id) {\n      ...AdminUserSummaryFields\n      phone\n      company\n      twoFactorEnabled\n      services {\n        ...AdminServiceRowFields\n      }\n    }\n  }\n": types.AdminUserDocument,
    "\n  query AdminServices($first: Int, $after: String, $search: String) {\n    adminServices(first: $first, after: $after, search: $search) {\n      nodes {\n        ...AdminServiceRowFields\n        user {\n          ...AdminCustomerFields\n        }\n      }\n      pageInfo {\n        ...PageInfoFields\n      }\n    }\n  }\n": types.AdminServicesDocument,
    "\n  mutation AdminSetServiceActive($input: SetServiceStatusInput!) {\n    adminSetServiceActive(input: $input) {\n      service {\n        id\n        isActive\n      }\n    }\n  }\n": types.AdminSetServiceActiveDocument,
    "\n  query AdminWinners($first: Int, $after: String, $search: String) {\n    adminWinners(first: $first, after: $after, search: $search) {\n      nodes {\n        ...AdminWinnerFields\n        promotionName\n        prizeDescription\n        prizeValue\n      }\n      pageInfo {\n        ...PageInfoFields\n      }\n    }\n  }\n": types.AdminWinnersDocument,
    "\n  query AdminSecurityEvents($first: Int, $after: String) {\n    adminSecurityEvents(first: $first, after: $after) {\n      nodes {\n        ...SecurityEventFields\n        user {\n          ...AdminActorFields\n        }\n      }\n      pageInfo {\n        ...PageInfoFields\n      }\n    }\n  }\n": types.AdminSecurityEventsDocument,
    "\n  query AdminRevenue {\n    adminRevenue {\n      monthlyRecurringCents\n      averageRevenuePerUserCents\n      invoicedThisMonthCents\n      outstandingCents\n      overdueCents\n      payingCustomers\n      revenueByMonth {\n        periodStart\n        label\n        invoiceCount\n        subtotalCents\n        vatCents\n        totalCents\n        paidCents\n      }\n    }\n  }\n": types.AdminRevenueDocument,
    "\n  query AdminInvoices($filter: AdminInvoiceFilter, $search: String, $first: Int, $after: String) {\n    adminInvoices(filter: $filter, search: $search, first: $first, after: $after) {\n      nodes {\n        ...AdminInvoiceRowFields\n      }\n      pageInfo {\n        ...PageInfoFields\n      }\n    }\n  }\n": types.AdminInvoicesDocument,
    "\n  mutation AdminRecordInvoicePayment($input: RecordInvoicePaymentInput!) {\n    recordInvoicePayment(input: $input) {\n      invoice {\n        ...AdminInvoiceRowFields\n        balanceCents\n      }\n      payment {\n        id\n      }\n    }\n  }\n": types.AdminRecordInvoicePaymentDocument,
    "\n  query AdminSupportTickets($first: Int, $after: String, $status: TicketStatus) {\n    supportTickets(first: $first, after: $after, status: $status) {\n      nodes {\n        id\n        reference\n        name\n        email\n        priority\n        category\n        subject\n        description\n        urgent\n        status\n        createdAt\n      }\n      pageInfo {\n        ...PageInfoFields\n      }\n    }\n  }\n": types.AdminSupportTicketsDocument,
    "\n  mutation AdminUpdateSupportTicketStatus($input: UpdateSupportTicketStatusInput!) {\n    updateSupportTicketStatus(input: $input) {\n      ticket {\n        id\n        status\n      }\n    }\n  }\n": types.AdminUpdateSupportTicketStatusDocument,
    "\n  query AdminProfile {\n    me {\n      ...AdminProfileFields\n      username\n      createdAt\n      twoFactorEnabled\n    }\n  }\n": types.AdminProfileDocument,
    "\n  mutation AdminUpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      user {\n        ...AdminProfileFields\n      }\n    }\n  }\n": types.AdminUpdateProfileDocument,
    "\n  query AdminAuditLog($filter: AdminAuditFilter, $first: Int, $after: String) {\n    adminAuditLog(filter: $filter, first: $first, after: $after) {\n      nodes {\n        id\n        action\n        actionLabel\n        summary\n        actorName\n        actor {\n          ...AdminActorFields\n        }\n        targetType\n        targetId\n        ip\n        createdAt\n      }\n      pageInfo {\n        ...PageInfoFields\n      }\n    }\n  }\n": types.AdminAuditLogDocument,
    "\n  query AdminAuditActors {\n    adminAuditActors {\n      id\n      name\n    }\n  }\n": types.AdminAuditActorsDocument,
    "\n  mutation AdminUpdatePreferences($input: UpdatePreferencesInput!) {\n    updatePreferences(input: $input) {\n      settings {\n        preferences {\n          language\n          timezone\n          currency\n          dateFormat\n        }\n      }\n    }\n  }\n": types.AdminUpdatePreferencesDocument,
    "\n  query AdminExchangeRates {\n    exchangeRates {\n      id\n      currency\n      kshCentsPerUnit\n      rateDate\n      setAt\n    }\n  }\n": types.AdminExchangeRatesDocument,
    "\n  mutation SetExchangeRate($input: SetExchangeRateInput!) {\n    setExchangeRate(input: $input) {\n      id\n      currency\n      kshCentsPerUnit\n      rateDate\n      setAt\n    }\n  }\n": types.SetExchangeRateDocument,
    "\n  fragment AdminDrawRoundFields on DrawRound {\n    trigger\n    ...DrawRoundProofFields\n  }\n": types.AdminDrawRoundFieldsFragmentDoc,
    "\n  fragment AdminPromotionFields on Promotion {\n    ...AdminPromotionFormFields\n    nextDrawAt\n    currentPeriodKey\n    participantCount\n    totalEntries\n  }\n": types.AdminPromotionFieldsFragmentDoc,
    "\n  fragment AdminPromotionFormFields on Promotion {\n    id\n    name\n    description\n    eligibilityCriteria\n    prizeDescription\n    prizeValue\n    startDate\n    endDate\n    drawType\n    isActive\n  }\n": types.AdminPromotionFormFieldsFragmentDoc,
    "\n  query AdminPromotions {\n    adminPromotions {\n      id\n      ...AdminPromotionFields\n      ...AdminPromotionFormFields\n    }\n  }\n": types.AdminPromotionsDocument,
    "\n  query PromotionParticipants($promotionId: ID!) {\n    promotionParticipants(promotionId: $promotionId) {\n      id\n      entryDate\n      entries\n      joinedExplicitly\n      user {\n        ...AdminCustomerFields\n      }\n    }\n  }\n": types.PromotionParticipantsDocument,
    "\n  query PromotionWinners($promotionId: ID!) {\n    promotionWinners(promotionId: $promotionId) {\n      ...AdminWinnerFields\n      periodKey\n      beaconSource\n    }\n  }\n": types.PromotionWinnersDocument,
    "\n  mutation CreatePromotion($input: CreatePromotionInput!) {\n    createPromotion(input: $input) {\n      promotion {\n        id\n        name\n      }\n    }\n  }\n": types.CreatePromotionDocument,
    "\n  mutation UpdatePromotion($input: UpdatePromotionInput!) {\n    updatePromotion(input: $input) {\n      promotion {\n        ...AdminPromotionFormFields\n      }\n    }\n  }\n": types.UpdatePromotionDocument,
    "\n  mutation SelectWinner($input: SelectWinnerInput!) {\n    selectWinner(input: $input) {\n      status\n      newlyDrawn\n      winner {\n        id\n        displayName\n        user {\n          firstName\n          lastName\n        }\n        generatedHash\n      }\n      round {\n        id\n        status\n        periodKey\n        entriesCommitment\n        totalEntries\n        targetBlockHeight\n        beaconPlan\n        committedAt\n      }\n    }\n  }\n": types.SelectWinnerDocument,
    "\n  query PromotionRounds($promotionId: ID!) {\n    drawRounds(promotionId: $promotionId, limit: 10) {\n      ...AdminDrawRoundFields\n    }\n  }\n": types.PromotionRoundsDocument,
    "\n  fragment SignedInUserFields on User {\n    id\n    firstName\n    userType\n    previousSignInAt\n  }\n": types.SignedInUserFieldsFragmentDoc,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      twoFactorRequired\n      user {\n        ...SignedInUserFields\n      }\n    }\n  }\n": types.LoginDocument,
    "\n  mutation CompleteTwoFactorLogin($input: CompleteTwoFactorLoginInput!) {\n    completeTwoFactorLogin(input: $input) {\n      user {\n        ...SignedInUserFields\n      }\n    }\n  }\n": types.CompleteTwoFactorLoginDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      success\n      message\n    }\n  }\n": types.RegisterDocument,
    "\n  mutation RequestPasswordReset($input: RequestPasswordResetInput!) {\n    requestPasswordReset(input: $input) {\n      success\n      message\n    }\n  }\n": types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      success\n      message\n    }\n  }\n": types.ResetPasswordDocument,
    "\n  mutation VerifyEmail($input: VerifyEmailInput!) {\n    verifyEmail(input: $input) {\n      success\n      message\n    }\n  }\n": types.VerifyEmailDocument,
    "\n  fragment PrizePromotionFields on Promotion {\n    id\n    name\n    description\n    eligibilityCriteria\n    prizeDescription\n    prizeValue\n    drawType\n    startDate\n    endDate\n    nextDrawAt\n    participantCount\n    totalEntries\n  }\n": types.PrizePromotionFieldsFragmentDoc,
    "\n  query Competition {\n    competition {\n      totalEntries\n      participantCount\n      nextDrawAt\n      periodStart\n      periodProgress\n      entriesCommitment\n      beaconMode\n      recentRounds {\n        promotionName\n        drawAt\n        ...DrawRoundProofFields\n      }\n      promotion {\n        ...PrizePromotionFields\n        name\n        drawType\n        prizeDescription\n        currentPeriodKey\n      }\n      lastWinners {\n        id\n        displayName\n        prizeText\n        winDate\n        promotionName\n        promotionId\n        btcBlockHash\n        drawTimestamp\n        generatedHash\n        winnerEntryIndex\n        totalEntries\n      }\n    }\n  }\n": types.CompetitionDocument,
    "\n  query ActivePromotions {\n    activePromotions {\n      ...PrizePromotionFields\n    }\n  }\n": types.ActivePromotionsDocument,
    "\n  query PublicWinners($limit: Int) {\n    publicWinners(limit: $limit) {\n      id\n      displayName\n      prizeText\n      winDate\n      promotionName\n      periodKey\n    }\n  }\n": types.PublicWinnersDocument,
    "\n  query DrawRecord($winnerId: ID!) {\n    drawRecord(winnerId: $winnerId) {\n      id\n      promotionId\n      periodKey\n      totalEntries\n      entriesCommitment\n      btcBlockHash\n      beaconSource\n      beaconHeight\n      drawTimestamp\n      generatedHash\n      winnerEntryIndex\n      ranges {\n        customerId\n        displayName\n        entries\n        from\n        to\n      }\n      winner {\n        id\n        displayName\n        prizeText\n      }\n    }\n  }\n": types.DrawRecordDocument,
    "\n  query MyCompetitionStatus {\n    myCompetitionStatus {\n      entries\n      activeServices\n      activeStorageGB\n      eligible\n      ineligibleReason\n      overdueInvoices\n      pseudonym\n    }\n  }\n": types.MyCompetitionStatusDocument,
    "\n  mutation JoinCompetition($input: JoinCompetitionInput!) {\n    joinCompetition(input: $input) {\n      success\n      user {\n        firstName\n      }\n      totalEntries\n      activeServices\n    }\n  }\n": types.JoinCompetitionDocument,
    "\n  mutation SimulateWinnerSelection {\n    simulateWinnerSelection {\n      competitionId\n      btcBlockHash\n      timestamp\n      generatedHash\n      winnerEntryIndex\n      winnerCustomerId\n      totalEntries\n      beaconSource\n    }\n  }\n": types.SimulateWinnerSelectionDocument,
    "\n  fragment DashboardInvoiceSummaryFields on Invoice {\n    id\n    number\n    periodStart\n    periodEnd\n    issuedAt\n    dueAt\n    status\n    totalCents\n    amountPaidCents\n    balanceCents\n  }\n": types.DashboardInvoiceSummaryFieldsFragmentDoc,
    "\n  fragment SpendBudgetFields on BudgetStatus {\n    monthlyBudgetCents\n    spentCents\n    usedPercent\n    level\n  }\n": types.SpendBudgetFieldsFragmentDoc,
    "\n  fragment PerformancePointFields on PerformancePoint {\n    at\n    latencyMs\n    errorRatePercent\n    uptimePercent\n  }\n": types.PerformancePointFieldsFragmentDoc,
    "\n  fragment UsageTrendPointFields on UsagePoint {\n    at\n    storedGB\n    egressGB\n    requests\n  }\n": types.UsageTrendPointFieldsFragmentDoc,
    "\n  query DashboardGreeting {\n    me {\n      id\n      firstName\n      previousSignInAt\n    }\n  }\n": types.DashboardGreetingDocument,
    "\n  query DashboardMyServices($includeCancelled: Boolean) {\n    myServices(includeCancelled: $includeCancelled) {\n      ...DashboardServiceFields\n    }\n  }\n": types.DashboardMyServicesDocument,
    "\n  query DashboardServiceActivity($serviceId: ID!) {\n    serviceActivity(serviceId: $serviceId) {\n      id\n      action\n      detail\n      createdAt\n    }\n  }\n": types.DashboardServiceActivityDocument,
    "\n  query DashboardServiceMetrics($serviceId: ID!, $range: TimeRange!) {\n    serviceMetrics(serviceId: $serviceId, range: $range) {\n      serviceId\n      storedGB\n      storedNowBytes\n      egressGB\n      requests\n      errors\n      avgLatencyMs\n      uptimePercent\n      lastActivityAt\n      usageTrend {\n        ...UsageTrendPointFields\n      }\n    }\n  }\n": types.DashboardServiceMetricsDocument,
    "\n  mutation DashboardCreateService($input: CreateCloudStorageServiceInput!) {\n    createCloudStorageService(input: $input) {\n      service {\n        ...DashboardServiceFields\n      }\n    }\n  }\n": types.DashboardCreateServiceDocument,
    "\n  mutation DashboardUpdateService($input: UpdateCloudStorageServiceInput!) {\n    updateCloudStorageService(input: $input) {\n      service {\n        ...DashboardServiceFields\n      }\n    }\n  }\n": types.DashboardUpdateServiceDocument,
    "\n  mutation DashboardSetServiceActive($input: SetServiceStatusInput!) {\n    setCloudStorageServiceActive(input: $input) {\n      service {\n        ...DashboardServiceFields\n      }\n    }\n  }\n": types.DashboardSetServiceActiveDocument,
    "\n  mutation DashboardCancelService($input: CancelCloudStorageServiceInput!) {\n    cancelCloudStorageService(input: $input) {\n      service {\n        ...DashboardServiceFields\n      }\n      deletedBuckets\n      deletedObjects\n      billingEndsAt\n    }\n  }\n": types.DashboardCancelServiceDocument,
    "\n  query DashboardOverview($range: TimeRange!) {\n    dashboardOverview(range: $range) {\n      range\n      activeServices {\n        ...DashboardStatFields\n      }\n      totalStorageGB {\n        ...DashboardStatFields\n      }\n      apiRequests {\n        ...DashboardStatFields\n      }\n      avgUptimePercent {\n        ...DashboardStatFields\n      }\n      storedNowBytes\n      avgLatencyMs\n      usageTrend {\n        ...UsageTrendPointFields\n      }\n      performance {\n        ...PerformancePointFields\n      }\n      regionalUsage {\n        region\n        egressGB\n        percent\n      }\n    }\n  }\n": types.DashboardOverviewDocument,
    "\n  query DashboardMonitoring($range: TimeRange!) {\n    monitoring(range: $range) {\n      range\n      avgLatencyMs {\n        ...DashboardStatFields\n      }\n      errorRatePercent {\n        ...DashboardStatFields\n      }\n      requests {\n        ...DashboardStatFields\n      }\n      uptimePercent {\n        ...DashboardStatFields\n      }\n      resources {\n        name\n        nameCode\n        percent\n        detail\n        detailCode\n        detailParams {\n          name\n          value\n        }\n      }\n      timeline {\n        ...PerformancePointFields\n      }\n      alerts {\n        id\n        severity\n        title\n        titleCode\n        message\n        messageCode\n        messageParams {\n          name\n          value\n        }\n        at\n        serviceId\n      }\n    }\n  }\n": types.DashboardMonitoringDocument,
    "\n  query DashboardBillingSummary($period: BillingPeriod!) {\n    billingSummary(period: $period) {\n      period\n      currentBillCents\n      changePercent\n      nextInvoiceAt\n      nextPaymentDueAt\n      outstandingCents\n      paymentInstructions {\n        mpesa {\n          businessNumber\n          accountNumber\n          placeholder\n        }\n        bank {\n          bankName\n          accountNumber\n          reference\n          placeholder\n        }\n      }\n      ytdCents\n      spending {\n        label\n        periodStart\n        amountCents\n      }\n      usageBreakdown {\n        service\n        amountCents\n        percent\n      }\n      budget {\n        ...SpendBudgetFields\n        monthlyBudgetCents\n      }\n    }\n  }\n": types.DashboardBillingSummaryDocument,
    "\n  query DashboardInvoices($first: Int, $after: String) {\n    invoices(first: $first, after: $after) {\n      nodes {\n        ...DashboardInvoiceSummaryFields\n        services\n      }\n      pageInfo {\n        ...PageInfoFields\n      }\n    }\n  }\n": types.DashboardInvoicesDocument,
    "\n  query DashboardInvoiceDetail($id: ID!) {\n    invoice(id: $id) {\n      ...DashboardInvoiceSummaryFields\n      subtotalCents\n      vatRatePercent\n      vatCents\n      paidAt\n      lines {\n        serviceName\n        description\n        quantity\n        unit\n        unitPriceCents\n        amountCents\n        vatCents\n      }\n      payments {\n        id\n        method\n        reference\n        amountCents\n        paidAt\n      }\n      paymentInstructions {\n        mpesa {\n          businessNumber\n          accountNumber\n          placeholder\n        }\n        bank {\n          bankName\n          accountName\n          accountNumber\n          branch\n          swiftCode\n          reference\n          placeholder\n        }\n      }\n    }\n  }\n": types.DashboardInvoiceDetailDocument,
    "\n  mutation DashboardSetSpendBudget($input: SetSpendBudgetInput!) {\n    setSpendBudget(input: $input) {\n      ...SpendBudgetFields\n    }\n  }\n": types.DashboardSetSpendBudgetDocument,
    "\n  query DashboardExchangeRates {\n    exchangeRates {\n      id\n      currency\n      kshCentsPerUnit\n      rateDate\n    }\n  }\n": types.DashboardExchangeRatesDocument,
    "\n  mutation DashboardResendVerification {\n    resendVerificationEmail {\n      success\n      message\n    }\n  }\n": types.DashboardResendVerificationDocument,
    "\n  query DashboardStorageHold {\n    storageHold {\n      invoiceId\n      invoiceNumber\n      dueAt\n      since\n    }\n  }\n": types.DashboardStorageHoldDocument,
    "\n  fragment DashboardServiceFields on CloudStorageService {\n    id\n    name\n    serviceType\n    storageAmount\n    cost\n    isActive\n    status\n    region\n    planType\n    startDate\n    endpoint\n    cancelledAt\n    retention {\n      mode\n      days\n    }\n  }\n": types.DashboardServiceFieldsFragmentDoc,
    "\n  query DashboardBucketLifecycle($bucket: String!) {\n    bucketLifecycle(bucket: $bucket) {\n      bucket\n      runHourUtc\n      rules {\n        id\n        enabled\n        filter {\n          prefix\n          tags {\n            key\n            value\n          }\n          objectSizeGreaterThan\n          objectSizeLessThan\n        }\n        expiration {\n          days\n          date\n          expiredObjectDeleteMarker\n        }\n        noncurrentVersionExpiration {\n          noncurrentDays\n          newerNoncurrentVersions\n        }\n        abortIncompleteMultipartUpload {\n          daysAfterInitiation\n        }\n      }\n    }\n  }\n": types.DashboardBucketLifecycleDocument,
    "\n  mutation DashboardPutBucketLifecycle($input: PutBucketLifecycleInput!) {\n    putBucketLifecycle(input: $input) {\n      lifecycle {\n        bucket\n        runHourUtc\n      }\n    }\n  }\n": types.DashboardPutBucketLifecycleDocument,
    "\n  query DashboardServiceBuckets($serviceId: ID!) {\n    serviceBuckets(serviceId: $serviceId) {\n      serviceId\n      usable\n      usedBytes\n      quotaBytes\n      buckets {\n        name\n        serviceId\n        region\n        residency\n        objectCount\n        bytes\n        createdAt\n        isPublic\n        versioning\n        objectLock {\n          defaultRetention {\n            mode\n            days\n            years\n          }\n        }\n      }\n    }\n  }\n": types.DashboardServiceBucketsDocument,
    "\n  query DashboardServiceLockedData($serviceId: ID!) {\n    serviceBuckets(serviceId: $serviceId) {\n      serviceId\n      lockedData {\n        until\n        legalHold\n      }\n    }\n  }\n": types.DashboardServiceLockedDataDocument,
    "\n  query DashboardBucketObjects($bucket: String!, $prefix: String, $after: String, $first: Int) {\n    bucketObjects(bucket: $bucket, prefix: $prefix, after: $after, first: $first) {\n      bucket\n      prefix\n      folders\n      objects {\n        key\n        size\n        etag\n        lastModified\n        tags {\n          key\n          value\n        }\n      }\n      nextCursor\n    }\n  }\n": types.DashboardBucketObjectsDocument,
    "\n  query DashboardStorageEndpoint {\n    storageEndpoint {\n      url\n      region\n      plane\n    }\n  }\n": types.DashboardStorageEndpointDocument,
    "\n  mutation DashboardCreateBucket($input: CreateBucketInput!) {\n    createBucket(input: $input) {\n      bucket {\n        name\n        objectCount\n        bytes\n      }\n    }\n  }\n": types.DashboardCreateBucketDocument,
    "\n  mutation DashboardDeleteBucket($input: DeleteBucketInput!) {\n    deleteBucket(input: $input) {\n      name\n      deletedObjects\n    }\n  }\n": types.DashboardDeleteBucketDocument,
    "\n  mutation DashboardDeleteObject($input: DeleteObjectInput!) {\n    deleteObject(input: $input) {\n      bucket\n      key\n      success\n    }\n  }\n": types.DashboardDeleteObjectDocument,
    "\n  mutation DashboardPresignObjectUrl($input: PresignObjectUrlInput!) {\n    presignObjectUrl(input: $input) {\n      url\n      method\n      expiresAt\n    }\n  }\n": types.DashboardPresignObjectUrlDocument,
    "\n  mutation DashboardSetBucketVersioning($input: SetBucketVersioningInput!) {\n    setBucketVersioning(input: $input) {\n      bucket {\n        name\n        versioning\n      }\n    }\n  }\n": types.DashboardSetBucketVersioningDocument,
    "\n  query DashboardObjectVersions($bucket: String!, $key: String!) {\n    objectVersions(bucket: $bucket, key: $key) {\n      bucket\n      key\n      versions {\n        versionId\n        isLatest\n        deleteMarker\n        size\n        etag\n        lastModified\n        lockMode\n        lockUntil\n        legalHold\n        locked\n        retained\n      }\n    }\n  }\n": types.DashboardObjectVersionsDocument,
    "\n  query DashboardDeletedObjects($bucket: String!, $prefix: String) {\n    deletedObjects(bucket: $bucket, prefix: $prefix) {\n      bucket\n      prefix\n      folders\n      objects {\n        key\n        markerVersionId\n        deletedAt\n        size\n      }\n      truncated\n    }\n  }\n": types.DashboardDeletedObjectsDocument,
    "\n  mutation DashboardDeleteObjectVersion($input: DeleteObjectVersionInput!) {\n    deleteObjectVersion(input: $input) {\n      bucket\n      key\n      versionId\n      deleteMarker\n    }\n  }\n": types.DashboardDeleteObjectVersionDocument,
    "\n  mutation DashboardPresignVersionRestore($input: PresignVersionRestoreInput!) {\n    presignVersionRestore(input: $input) {\n      url\n      method\n      headers {\n        name\n        value\n      }\n      expiresAt\n    }\n  }\n": types.DashboardPresignVersionRestoreDocument,
    "\n  fragment DashboardBucketCorsFields on BucketCors {\n    bucket\n    rules {\n      id\n      allowedOrigins\n      allowedMethods\n      allowedHeaders\n      exposeHeaders\n      maxAgeSeconds\n    }\n  }\n": types.DashboardBucketCorsFieldsFragmentDoc,
    "\n  query DashboardBucketCors($bucket: String!) {\n    bucketCors(bucket: $bucket) {\n      ...DashboardBucketCorsFields\n    }\n  }\n": types.DashboardBucketCorsDocument,
    "\n  mutation DashboardPutBucketCors($input: PutBucketCorsInput!) {\n    putBucketCors(input: $input) {\n      cors {\n        ...DashboardBucketCorsFields\n      }\n    }\n  }\n": types.DashboardPutBucketCorsDocument,
    "\n  mutation DashboardPutObjectTags($input: PutObjectTagsInput!) {\n    putObjectTags(input: $input) {\n      bucket\n      key\n      tags {\n        key\n        value\n      }\n    }\n  }\n": types.DashboardPutObjectTagsDocument,
    "\n  query DashboardBucketPublicAccess($bucket: String!) {\n    bucketPublicAccess(bucket: $bucket) {\n      bucket\n      isPublic\n      publicPrefixes\n      publicListing\n      hasPolicy\n      blockPublicAcls\n      ignorePublicAcls\n      blockPublicPolicy\n      restrictPublicBuckets\n      blockedByAccount\n      publicUrl\n    }\n  }\n": types.DashboardBucketPublicAccessDocument,
    "\n  mutation DashboardSetBucketPublicAccess($input: SetBucketPublicAccessInput!) {\n    setBucketPublicAccess(input: $input) {\n      publicAccess {\n        bucket\n        isPublic\n      }\n    }\n  }\n": types.DashboardSetBucketPublicAccessDocument,
    "\n  mutation DashboardSetBucketDefaultRetention($input: SetBucketDefaultRetentionInput!) {\n    setBucketDefaultRetention(input: $input) {\n      bucket {\n        name\n        objectLock {\n          defaultRetention {\n            mode\n            days\n            years\n          }\n        }\n      }\n    }\n  }\n": types.DashboardSetBucketDefaultRetentionDocument,
    "\n  mutation DashboardSetObjectLegalHold($input: SetObjectLegalHoldInput!) {\n    setObjectLegalHold(input: $input) {\n      bucket\n      key\n      version {\n        versionId\n        lockMode\n        lockUntil\n        legalHold\n        locked\n        retained\n      }\n    }\n  }\n": types.DashboardSetObjectLegalHoldDocument,
    "\n  mutation DashboardExtendObjectRetention($input: ExtendObjectRetentionInput!) {\n    extendObjectRetention(input: $input) {\n      bucket\n      key\n      version {\n        versionId\n        lockMode\n        lockUntil\n        legalHold\n        locked\n        retained\n      }\n    }\n  }\n": types.DashboardExtendObjectRetentionDocument,
    "\n  query DashboardBucketRestores($serviceId: ID!, $bucket: String!) {\n    bucketRestores(serviceId: $serviceId, bucket: $bucket) {\n      id\n      prefix\n      pointInTime\n      status\n      keysExamined\n      versionsRestored\n      markersWritten\n      bytesCopied\n      error\n      createdAt\n      finishedAt\n    }\n  }\n": types.DashboardBucketRestoresDocument,
    "\n  mutation DashboardStartBucketRestore($input: StartBucketRestoreInput!) {\n    startBucketRestore(input: $input) {\n      restore {\n        id\n        status\n      }\n    }\n  }\n": types.DashboardStartBucketRestoreDocument,
    "\n  query DashboardSnapshotSchedule($serviceId: ID!) {\n    snapshotSchedule(serviceId: $serviceId) {\n      serviceId\n      enabled\n      retentionDays\n      enabledAt\n      nextSnapshotAt\n      snapshots {\n        id\n        onDemand\n        takenAt\n        expiresAt\n        objects\n        bytes\n      }\n    }\n  }\n": types.DashboardSnapshotScheduleDocument,
    "\n  mutation DashboardSetSnapshotSchedule($input: SetSnapshotScheduleInput!) {\n    setSnapshotSchedule(input: $input) {\n      serviceId\n      enabled\n      retentionDays\n      enabledAt\n      nextSnapshotAt\n      snapshots {\n        id\n        onDemand\n        takenAt\n        expiresAt\n        objects\n        bytes\n      }\n    }\n  }\n": types.DashboardSetSnapshotScheduleDocument,
    "\n  mutation DashboardTakeSnapshot($serviceId: ID!) {\n    takeSnapshot(serviceId: $serviceId) {\n      serviceId\n      enabled\n      retentionDays\n      enabledAt\n      nextSnapshotAt\n      snapshots {\n        id\n        onDemand\n        takenAt\n        expiresAt\n        objects\n        bytes\n      }\n    }\n  }\n": types.DashboardTakeSnapshotDocument,
    "\n  fragment DashboardStatFields on StatWithChange {\n    value\n    changePercent\n    previousValue\n  }\n": types.DashboardStatFieldsFragmentDoc,
    "\n  query PriceList {\n    priceList {\n      item\n      label\n      unit\n      unitPriceCents\n      freeAllowance\n    }\n  }\n": types.PriceListDocument,
    "\n  query PricingQuote($input: PricingQuoteInput!) {\n    pricingQuote(input: $input) {\n      currency\n      totalCents\n      breakdown {\n        storage {\n          amount\n          free\n          billable\n          costCents\n        }\n        egress {\n          amount\n          free\n          billable\n          costCents\n        }\n      }\n    }\n  }\n": types.PricingQuoteDocument,
    "\n  query PricingEstimate($input: EstimateInput!) {\n    pricingEstimate(input: $input) {\n      currency\n      totalCents\n      vatRatePercent\n      vatCents\n      totalInclVatCents\n      lines {\n        item\n        label\n        usage\n        unit\n        free\n        billable\n        unitPriceCents\n        costCents\n      }\n    }\n  }\n": types.PricingEstimateDocument,
    "\n  mutation CreateSupportTicket($input: CreateSupportTicketInput!) {\n    createSupportTicket(input: $input) {\n      ticket {\n        id\n        reference\n        status\n        priority\n        createdAt\n      }\n    }\n  }\n": types.CreateSupportTicketDocument,
    "\n  query PublicStorageEndpoint {\n    storageEndpoint {\n      url\n      region\n    }\n  }\n": types.PublicStorageEndpointDocument,
    "\n  query DashboardPreferences {\n    accountSettings {\n      preferences {\n        language\n        timezone\n        currency\n        dateFormat\n      }\n    }\n  }\n": types.DashboardPreferencesDocument,
    "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      success\n      message\n    }\n  }\n": types.ChangePasswordDocument,
    "\n  query Me {\n    me {\n      id\n      username\n      email\n      firstName\n      lastName\n      userType\n      createdAt\n      twoFactorEnabled\n      emailVerified\n      avatarUrl\n    }\n  }\n": types.MeDocument,
    "\n  mutation Logout {\n    logout {\n      success\n    }\n  }\n": types.LogoutDocument,
    "\n  fragment DrawRoundProofFields on DrawRound {\n    id\n    periodKey\n    status\n    committedAt\n    entriesCommitment\n    totalEntries\n    targetBlockHeight\n    beaconPlan\n    voidReason\n    winner {\n      id\n      displayName\n    }\n  }\n": types.DrawRoundProofFieldsFragmentDoc,
    "\n  fragment PageInfoFields on PageInfo {\n    endCursor\n    hasNextPage\n  }\n": types.PageInfoFieldsFragmentDoc,
    "\n  query Plans {\n    plans {\n      type\n      storageGB\n      priceKsh\n      duration\n    }\n  }\n": types.PlansDocument,
    "\n  fragment SecurityEventFields on SecurityEvent {\n    id\n    type\n    action\n    actionCode\n    actionParams {\n      name\n      value\n    }\n    ip\n    location\n    severity\n    createdAt\n  }\n": types.SecurityEventFieldsFragmentDoc,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SecurityOverview {\n    me {\n      id\n      email\n      emailVerified\n      twoFactorEnabled\n    }\n    securityOverview {\n      score\n      activeApiKeys\n      events24h\n      failedLogins24h\n      items {\n        key\n        label\n        points\n        maxPoints\n        ok\n        explanation\n        explanationCode\n        explanationParams {\n          name\n          value\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query SecurityOverview {\n    me {\n      id\n      email\n      emailVerified\n      twoFactorEnabled\n    }\n    securityOverview {\n      score\n      activeApiKeys\n      events24h\n      failedLogins24h\n      items {\n        key\n        label\n        points\n        maxPoints\n        ok\n        explanation\n        explanationCode\n        explanationParams {\n          name\n          value\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApiKeys {\n    apiKeys {\n      id\n      name\n      accessKeyId\n      maskedSecret\n      permissions\n      status\n      createdAt\n      lastUsedAt\n      expiresAt\n      scope {\n        buckets\n        prefix\n      }\n    }\n  }\n"): (typeof documents)["\n  query ApiKeys {\n    apiKeys {\n      id\n      name\n      accessKeyId\n      maskedSecret\n      permissions\n      status\n      createdAt\n      lastUsedAt\n      expiresAt\n      scope {\n        buckets\n        prefix\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApiKeyScopeBuckets {\n    apiKeyScopeBuckets\n  }\n"): (typeof documents)["\n  query ApiKeyScopeBuckets {\n    apiKeyScopeBuckets\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SecurityEvents($first: Int, $after: String) {\n    securityEvents(first: $first, after: $after) {\n      nodes {\n        ...SecurityEventFields\n      }\n      pageInfo {\n        ...PageInfoFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query SecurityEvents($first: Int, $after: String) {\n    securityEvents(first: $first, after: $after) {\n      nodes {\n        ...SecurityEventFields\n      }\n      pageInfo {\n        ...PageInfoFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountSettingsPage {\n    me {\n      ...AccountProfileFields\n      username\n      avatarUrl\n      twoFactorEnabled\n    }\n    accountSettings {\n      notifications {\n        ...NotificationSettingsFields\n      }\n      preferences {\n        ...PreferenceSettingsFields\n      }\n      security {\n        ...SecuritySettingsFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query AccountSettingsPage {\n    me {\n      ...AccountProfileFields\n      username\n      avatarUrl\n      twoFactorEnabled\n    }\n    accountSettings {\n      notifications {\n        ...NotificationSettingsFields\n      }\n      preferences {\n        ...PreferenceSettingsFields\n      }\n      security {\n        ...SecuritySettingsFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateApiKey($input: CreateApiKeyInput!) {\n    createApiKey(input: $input) {\n      secretAccessKey\n      apiKey {\n        id\n        name\n        accessKeyId\n        maskedSecret\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateApiKey($input: CreateApiKeyInput!) {\n    createApiKey(input: $input) {\n      secretAccessKey\n      apiKey {\n        id\n        name\n        accessKeyId\n        maskedSecret\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeApiKey($input: RevokeApiKeyInput!) {\n    revokeApiKey(input: $input) {\n      id\n      success\n    }\n  }\n"): (typeof documents)["\n  mutation RevokeApiKey($input: RevokeApiKeyInput!) {\n    revokeApiKey(input: $input) {\n      id\n      success\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetApiKeyStatus($input: SetApiKeyStatusInput!) {\n    setApiKeyStatus(input: $input) {\n      apiKey {\n        id\n        status\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetApiKeyStatus($input: SetApiKeyStatusInput!) {\n    setApiKeyStatus(input: $input) {\n      apiKey {\n        id\n        status\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartTwoFactorEnrolment {\n    startTwoFactorEnrolment {\n      secret\n      otpauthUrl\n      qrCodeDataUrl\n    }\n  }\n"): (typeof documents)["\n  mutation StartTwoFactorEnrolment {\n    startTwoFactorEnrolment {\n      secret\n      otpauthUrl\n      qrCodeDataUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmTwoFactor($input: ConfirmTwoFactorInput!) {\n    confirmTwoFactor(input: $input) {\n      recoveryCodes\n      user {\n        id\n        twoFactorEnabled\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmTwoFactor($input: ConfirmTwoFactorInput!) {\n    confirmTwoFactor(input: $input) {\n      recoveryCodes\n      user {\n        id\n        twoFactorEnabled\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DisableTwoFactor($input: DisableTwoFactorInput!) {\n    disableTwoFactor(input: $input) {\n      user {\n        id\n        twoFactorEnabled\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation DisableTwoFactor($input: DisableTwoFactorInput!) {\n    disableTwoFactor(input: $input) {\n      user {\n        id\n        twoFactorEnabled\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateSecuritySettings($input: UpdateSecuritySettingsInput!) {\n    updateSecuritySettings(input: $input) {\n      settings {\n        security {\n          ...SecuritySettingsFields\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateSecuritySettings($input: UpdateSecuritySettingsInput!) {\n    updateSecuritySettings(input: $input) {\n      settings {\n        security {\n          ...SecuritySettingsFields\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      user {\n        ...AccountProfileFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      user {\n        ...AccountProfileFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateNotificationSettings($input: UpdateNotificationSettingsInput!) {\n    updateNotificationSettings(input: $input) {\n      settings {\n        notifications {\n          ...NotificationSettingsFields\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateNotificationSettings($input: UpdateNotificationSettingsInput!) {\n    updateNotificationSettings(input: $input) {\n      settings {\n        notifications {\n          ...NotificationSettingsFields\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePreferences($input: UpdatePreferencesInput!) {\n    updatePreferences(input: $input) {\n      settings {\n        preferences {\n          ...PreferenceSettingsFields\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdatePreferences($input: UpdatePreferencesInput!) {\n    updatePreferences(input: $input) {\n      settings {\n        preferences {\n          ...PreferenceSettingsFields\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteAccount($input: DeleteAccountInput!) {\n    deleteAccount(input: $input) {\n      success\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteAccount($input: DeleteAccountInput!) {\n    deleteAccount(input: $input) {\n      success\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MySessions {\n    mySessions {\n      id\n      device\n      browser\n      system\n      ip\n      createdAt\n      lastSeenAt\n      current\n    }\n  }\n"): (typeof documents)["\n  query MySessions {\n    mySessions {\n      id\n      device\n      browser\n      system\n      ip\n      createdAt\n      lastSeenAt\n      current\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeSession($input: RevokeSessionInput!) {\n    revokeSession(input: $input) {\n      id\n      success\n    }\n  }\n"): (typeof documents)["\n  mutation RevokeSession($input: RevokeSessionInput!) {\n    revokeSession(input: $input) {\n      id\n      success\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeOtherSessions {\n    revokeOtherSessions {\n      revokedCount\n    }\n  }\n"): (typeof documents)["\n  mutation RevokeOtherSessions {\n    revokeOtherSessions {\n      revokedCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResendVerificationEmail {\n    resendVerificationEmail {\n      success\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation ResendVerificationEmail {\n    resendVerificationEmail {\n      success\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PersonalAccessTokens {\n    personalAccessTokens {\n      id\n      name\n      scope\n      tokenStart\n      status\n      createdAt\n      expiresAt\n      revokedAt\n      lastUsedAt\n      lastUsedIp\n    }\n  }\n"): (typeof documents)["\n  query PersonalAccessTokens {\n    personalAccessTokens {\n      id\n      name\n      scope\n      tokenStart\n      status\n      createdAt\n      expiresAt\n      revokedAt\n      lastUsedAt\n      lastUsedIp\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePersonalAccessToken($input: CreatePersonalAccessTokenInput!) {\n    createPersonalAccessToken(input: $input) {\n      secret\n      token {\n        id\n        name\n        scope\n        tokenStart\n        status\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreatePersonalAccessToken($input: CreatePersonalAccessTokenInput!) {\n    createPersonalAccessToken(input: $input) {\n      secret\n      token {\n        id\n        name\n        scope\n        tokenStart\n        status\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokePersonalAccessToken($input: RevokePersonalAccessTokenInput!) {\n    revokePersonalAccessToken(input: $input) {\n      token {\n        id\n        status\n        revokedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RevokePersonalAccessToken($input: RevokePersonalAccessTokenInput!) {\n    revokePersonalAccessToken(input: $input) {\n      token {\n        id\n        status\n        revokedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AccountPublicAccessBlockFields on AccountPublicAccessBlock {\n    id\n    blockPublicAcls\n    ignorePublicAcls\n    blockPublicPolicy\n    restrictPublicBuckets\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment AccountPublicAccessBlockFields on AccountPublicAccessBlock {\n    id\n    blockPublicAcls\n    ignorePublicAcls\n    blockPublicPolicy\n    restrictPublicBuckets\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountPublicAccessBlock {\n    accountPublicAccessBlock {\n      ...AccountPublicAccessBlockFields\n    }\n  }\n"): (typeof documents)["\n  query AccountPublicAccessBlock {\n    accountPublicAccessBlock {\n      ...AccountPublicAccessBlockFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PutAccountPublicAccessBlock($input: PutAccountPublicAccessBlockInput!) {\n    putAccountPublicAccessBlock(input: $input) {\n      accountPublicAccessBlock {\n        ...AccountPublicAccessBlockFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation PutAccountPublicAccessBlock($input: PutAccountPublicAccessBlockInput!) {\n    putAccountPublicAccessBlock(input: $input) {\n      accountPublicAccessBlock {\n        ...AccountPublicAccessBlockFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SecurityStoragePlane {\n    storageEndpoint {\n      plane\n    }\n  }\n"): (typeof documents)["\n  query SecurityStoragePlane {\n    storageEndpoint {\n      plane\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SecuritySettingsFields on SecuritySettings {\n    sessionTimeoutMinutes\n    ipAllowlistEnabled\n    ipAllowlist\n  }\n"): (typeof documents)["\n  fragment SecuritySettingsFields on SecuritySettings {\n    sessionTimeoutMinutes\n    ipAllowlistEnabled\n    ipAllowlist\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NotificationSettingsFields on NotificationSettings {\n    email\n    sms\n    maintenance\n    securityAlerts\n    emailFrequency\n  }\n"): (typeof documents)["\n  fragment NotificationSettingsFields on NotificationSettings {\n    email\n    sms\n    maintenance\n    securityAlerts\n    emailFrequency\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PreferenceSettingsFields on Preferences {\n    language\n    timezone\n    currency\n    dateFormat\n  }\n"): (typeof documents)["\n  fragment PreferenceSettingsFields on Preferences {\n    language\n    timezone\n    currency\n    dateFormat\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AccountProfileFields on User {\n    id\n    email\n    firstName\n    lastName\n    phone\n    company\n    kraPin\n    bio\n  }\n"): (typeof documents)["\n  fragment AccountProfileFields on User {\n    id\n    email\n    firstName\n    lastName\n    phone\n    company\n    kraPin\n    bio\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminActorFields on User {\n    id\n    username\n    email\n  }\n"): (typeof documents)["\n  fragment AdminActorFields on User {\n    id\n    username\n    email\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminProfileFields on User {\n    id\n    email\n    firstName\n    lastName\n    phone\n    company\n    bio\n  }\n"): (typeof documents)["\n  fragment AdminProfileFields on User {\n    id\n    email\n    firstName\n    lastName\n    phone\n    company\n    bio\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminInvoicePaymentFields on InvoicePayment {\n    id\n    method\n    reference\n    amountCents\n    paidAt\n  }\n"): (typeof documents)["\n  fragment AdminInvoicePaymentFields on InvoicePayment {\n    id\n    method\n    reference\n    amountCents\n    paidAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminInvoiceRowFields on Invoice {\n    id\n    number\n    periodStart\n    issuedAt\n    dueAt\n    status\n    totalCents\n    amountPaidCents\n    balanceCents\n    customer {\n      ...AdminCustomerFields\n    }\n    payments {\n      ...AdminInvoicePaymentFields\n    }\n  }\n"): (typeof documents)["\n  fragment AdminInvoiceRowFields on Invoice {\n    id\n    number\n    periodStart\n    issuedAt\n    dueAt\n    status\n    totalCents\n    amountPaidCents\n    balanceCents\n    customer {\n      ...AdminCustomerFields\n    }\n    payments {\n      ...AdminInvoicePaymentFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminServiceRowFields on CloudStorageService {\n    id\n    name\n    serviceType\n    storageAmount\n    cost\n    isActive\n    startDate\n  }\n"): (typeof documents)["\n  fragment AdminServiceRowFields on CloudStorageService {\n    id\n    name\n    serviceType\n    storageAmount\n    cost\n    isActive\n    startDate\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminCustomerFields on User {\n    id\n    firstName\n    lastName\n    email\n  }\n"): (typeof documents)["\n  fragment AdminCustomerFields on User {\n    id\n    firstName\n    lastName\n    email\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminUserSummaryFields on User {\n    id\n    username\n    email\n    firstName\n    lastName\n    userType\n    createdAt\n  }\n"): (typeof documents)["\n  fragment AdminUserSummaryFields on User {\n    id\n    username\n    email\n    firstName\n    lastName\n    userType\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminWinnerFields on Winner {\n    id\n    displayName\n    user {\n      firstName\n      lastName\n    }\n    prizeText\n    winDate\n    claimStatus\n    totalEntries\n    winnerEntryIndex\n    generatedHash\n  }\n"): (typeof documents)["\n  fragment AdminWinnerFields on Winner {\n    id\n    displayName\n    user {\n      firstName\n      lastName\n    }\n    prizeText\n    winDate\n    claimStatus\n    totalEntries\n    winnerEntryIndex\n    generatedHash\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminStats {\n    adminStats {\n      totalUsers\n      activeServices\n      competitionEntries\n      activePromotions\n    }\n  }\n"): (typeof documents)["\n  query AdminStats {\n    adminStats {\n      totalUsers\n      activeServices\n      competitionEntries\n      activePromotions\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminUsers($first: Int, $after: String, $search: String) {\n    adminUsers(first: $first, after: $after, search: $search) {\n      nodes {\n        ...AdminUserSummaryFields\n        activeServiceCount\n        avatarUrl\n        storageHold {\n          invoiceNumber\n          since\n        }\n      }\n      pageInfo {\n        ...PageInfoFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminUsers($first: Int, $after: String, $search: String) {\n    adminUsers(first: $first, after: $after, search: $search) {\n      nodes {\n        ...AdminUserSummaryFields\n        activeServiceCount\n        avatarUrl\n        storageHold {\n          invoiceNumber\n          since\n        }\n      }\n      pageInfo {\n        ...PageInfoFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminUser($id: ID!) {\n    adminUser(id: $id) {\n      ...AdminUserSummaryFields\n      phone\n      company\n      twoFactorEnabled\n      services {\n        ...AdminServiceRowFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminUser($id: ID!) {\n    adminUser(id: $id) {\n      ...AdminUserSummaryFields\n      phone\n      company\n      twoFactorEnabled\n      services {\n        ...AdminServiceRowFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminServices($first: Int, $after: String, $search: String) {\n    adminServices(first: $first, after: $after, search: $search) {\n      nodes {\n        ...AdminServiceRowFields\n        user {\n          ...AdminCustomerFields\n        }\n      }\n      pageInfo {\n        ...PageInfoFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminServices($first: Int, $after: String, $search: String) {\n    adminServices(first: $first, after: $after, search: $search) {\n      nodes {\n        ...AdminServiceRowFields\n        user {\n          ...AdminCustomerFields\n        }\n      }\n      pageInfo {\n        ...PageInfoFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminSetServiceActive($input: SetServiceStatusInput!) {\n    adminSetServiceActive(input: $input) {\n      service {\n        id\n        isActive\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminSetServiceActive($input: SetServiceStatusInput!) {\n    adminSetServiceActive(input: $input) {\n      service {\n        id\n        isActive\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminWinners($first: Int, $after: String, $search: String) {\n    adminWinners(first: $first, after: $after, search: $search) {\n      nodes {\n        ...AdminWinnerFields\n        promotionName\n        prizeDescription\n        prizeValue\n      }\n      pageInfo {\n        ...PageInfoFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminWinners($first: Int, $after: String, $search: String) {\n    adminWinners(first: $first, after: $after, search: $search) {\n      nodes {\n        ...AdminWinnerFields\n        promotionName\n        prizeDescription\n        prizeValue\n      }\n      pageInfo {\n        ...PageInfoFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminSecurityEvents($first: Int, $after: String) {\n    adminSecurityEvents(first: $first, after: $after) {\n      nodes {\n        ...SecurityEventFields\n        user {\n          ...AdminActorFields\n        }\n      }\n      pageInfo {\n        ...PageInfoFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminSecurityEvents($first: Int, $after: String) {\n    adminSecurityEvents(first: $first, after: $after) {\n      nodes {\n        ...SecurityEventFields\n        user {\n          ...AdminActorFields\n        }\n      }\n      pageInfo {\n        ...PageInfoFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminRevenue {\n    adminRevenue {\n      monthlyRecurringCents\n      averageRevenuePerUserCents\n      invoicedThisMonthCents\n      outstandingCents\n      overdueCents\n      payingCustomers\n      revenueByMonth {\n        periodStart\n        label\n        invoiceCount\n        subtotalCents\n        vatCents\n        totalCents\n        paidCents\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminRevenue {\n    adminRevenue {\n      monthlyRecurringCents\n      averageRevenuePerUserCents\n      invoicedThisMonthCents\n      outstandingCents\n      overdueCents\n      payingCustomers\n      revenueByMonth {\n        periodStart\n        label\n        invoiceCount\n        subtotalCents\n        vatCents\n        totalCents\n        paidCents\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminInvoices($filter: AdminInvoiceFilter, $search: String, $first: Int, $after: String) {\n    adminInvoices(filter: $filter, search: $search, first: $first, after: $after) {\n      nodes {\n        ...AdminInvoiceRowFields\n      }\n      pageInfo {\n        ...PageInfoFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminInvoices($filter: AdminInvoiceFilter, $search: String, $first: Int, $after: String) {\n    adminInvoices(filter: $filter, search: $search, first: $first, after: $after) {\n      nodes {\n        ...AdminInvoiceRowFields\n      }\n      pageInfo {\n        ...PageInfoFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminRecordInvoicePayment($input: RecordInvoicePaymentInput!) {\n    recordInvoicePayment(input: $input) {\n      invoice {\n        ...AdminInvoiceRowFields\n        balanceCents\n      }\n      payment {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminRecordInvoicePayment($input: RecordInvoicePaymentInput!) {\n    recordInvoicePayment(input: $input) {\n      invoice {\n        ...AdminInvoiceRowFields\n        balanceCents\n      }\n      payment {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminSupportTickets($first: Int, $after: String, $status: TicketStatus) {\n    supportTickets(first: $first, after: $after, status: $status) {\n      nodes {\n        id\n        reference\n        name\n        email\n        priority\n        category\n        subject\n        description\n        urgent\n        status\n        createdAt\n      }\n      pageInfo {\n        ...PageInfoFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminSupportTickets($first: Int, $after: String, $status: TicketStatus) {\n    supportTickets(first: $first, after: $after, status: $status) {\n      nodes {\n        id\n        reference\n        name\n        email\n        priority\n        category\n        subject\n        description\n        urgent\n        status\n        createdAt\n      }\n      pageInfo {\n        ...PageInfoFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUpdateSupportTicketStatus($input: UpdateSupportTicketStatusInput!) {\n    updateSupportTicketStatus(input: $input) {\n      ticket {\n        id\n        status\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminUpdateSupportTicketStatus($input: UpdateSupportTicketStatusInput!) {\n    updateSupportTicketStatus(input: $input) {\n      ticket {\n        id\n        status\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminProfile {\n    me {\n      ...AdminProfileFields\n      username\n      createdAt\n      twoFactorEnabled\n    }\n  }\n"): (typeof documents)["\n  query AdminProfile {\n    me {\n      ...AdminProfileFields\n      username\n      createdAt\n      twoFactorEnabled\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      user {\n        ...AdminProfileFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminUpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      user {\n        ...AdminProfileFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminAuditLog($filter: AdminAuditFilter, $first: Int, $after: String) {\n    adminAuditLog(filter: $filter, first: $first, after: $after) {\n      nodes {\n        id\n        action\n        actionLabel\n        summary\n        actorName\n        actor {\n          ...AdminActorFields\n        }\n        targetType\n        targetId\n        ip\n        createdAt\n      }\n      pageInfo {\n        ...PageInfoFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminAuditLog($filter: AdminAuditFilter, $first: Int, $after: String) {\n    adminAuditLog(filter: $filter, first: $first, after: $after) {\n      nodes {\n        id\n        action\n        actionLabel\n        summary\n        actorName\n        actor {\n          ...AdminActorFields\n        }\n        targetType\n        targetId\n        ip\n        createdAt\n      }\n      pageInfo {\n        ...PageInfoFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminAuditActors {\n    adminAuditActors {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  query AdminAuditActors {\n    adminAuditActors {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUpdatePreferences($input: UpdatePreferencesInput!) {\n    updatePreferences(input: $input) {\n      settings {\n        preferences {\n          language\n          timezone\n          currency\n          dateFormat\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminUpdatePreferences($input: UpdatePreferencesInput!) {\n    updatePreferences(input: $input) {\n      settings {\n        preferences {\n          language\n          timezone\n          currency\n          dateFormat\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminExchangeRates {\n    exchangeRates {\n      id\n      currency\n      kshCentsPerUnit\n      rateDate\n      setAt\n    }\n  }\n"): (typeof documents)["\n  query AdminExchangeRates {\n    exchangeRates {\n      id\n      currency\n      kshCentsPerUnit\n      rateDate\n      setAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetExchangeRate($input: SetExchangeRateInput!) {\n    setExchangeRate(input: $input) {\n      id\n      currency\n      kshCentsPerUnit\n      rateDate\n      setAt\n    }\n  }\n"): (typeof documents)["\n  mutation SetExchangeRate($input: SetExchangeRateInput!) {\n    setExchangeRate(input: $input) {\n      id\n      currency\n      kshCentsPerUnit\n      rateDate\n      setAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminDrawRoundFields on DrawRound {\n    trigger\n    ...DrawRoundProofFields\n  }\n"): (typeof documents)["\n  fragment AdminDrawRoundFields on DrawRound {\n    trigger\n    ...DrawRoundProofFields\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminPromotionFields on Promotion {\n    ...AdminPromotionFormFields\n    nextDrawAt\n    currentPeriodKey\n    participantCount\n    totalEntries\n  }\n"): (typeof documents)["\n  fragment AdminPromotionFields on Promotion {\n    ...AdminPromotionFormFields\n    nextDrawAt\n    currentPeriodKey\n    participantCount\n    totalEntries\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminPromotionFormFields on Promotion {\n    id\n    name\n    description\n    eligibilityCriteria\n    prizeDescription\n    prizeValue\n    startDate\n    endDate\n    drawType\n    isActive\n  }\n"): (typeof documents)["\n  fragment AdminPromotionFormFields on Promotion {\n    id\n    name\n    description\n    eligibilityCriteria\n    prizeDescription\n    prizeValue\n    startDate\n    endDate\n    drawType\n    isActive\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminPromotions {\n    adminPromotions {\n      id\n      ...AdminPromotionFields\n      ...AdminPromotionFormFields\n    }\n  }\n"): (typeof documents)["\n  query AdminPromotions {\n    adminPromotions {\n      id\n      ...AdminPromotionFields\n      ...AdminPromotionFormFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PromotionParticipants($promotionId: ID!) {\n    promotionParticipants(promotionId: $promotionId) {\n      id\n      entryDate\n      entries\n      joinedExplicitly\n      user {\n        ...AdminCustomerFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query PromotionParticipants($promotionId: ID!) {\n    promotionParticipants(promotionId: $promotionId) {\n      id\n      entryDate\n      entries\n      joinedExplicitly\n      user {\n        ...AdminCustomerFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PromotionWinners($promotionId: ID!) {\n    promotionWinners(promotionId: $promotionId) {\n      ...AdminWinnerFields\n      periodKey\n      beaconSource\n    }\n  }\n"): (typeof documents)["\n  query PromotionWinners($promotionId: ID!) {\n    promotionWinners(promotionId: $promotionId) {\n      ...AdminWinnerFields\n      periodKey\n      beaconSource\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePromotion($input: CreatePromotionInput!) {\n    createPromotion(input: $input) {\n      promotion {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreatePromotion($input: CreatePromotionInput!) {\n    createPromotion(input: $input) {\n      promotion {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePromotion($input: UpdatePromotionInput!) {\n    updatePromotion(input: $input) {\n      promotion {\n        ...AdminPromotionFormFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdatePromotion($input: UpdatePromotionInput!) {\n    updatePromotion(input: $input) {\n      promotion {\n        ...AdminPromotionFormFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SelectWinner($input: SelectWinnerInput!) {\n    selectWinner(input: $input) {\n      status\n      newlyDrawn\n      winner {\n        id\n        displayName\n        user {\n          firstName\n          lastName\n        }\n        generatedHash\n      }\n      round {\n        id\n        status\n        periodKey\n        entriesCommitment\n        totalEntries\n        targetBlockHeight\n        beaconPlan\n        committedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SelectWinner($input: SelectWinnerInput!) {\n    selectWinner(input: $input) {\n      status\n      newlyDrawn\n      winner {\n        id\n        displayName\n        user {\n          firstName\n          lastName\n        }\n        generatedHash\n      }\n      round {\n        id\n        status\n        periodKey\n        entriesCommitment\n        totalEntries\n        targetBlockHeight\n        beaconPlan\n        committedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PromotionRounds($promotionId: ID!) {\n    drawRounds(promotionId: $promotionId, limit: 10) {\n      ...AdminDrawRoundFields\n    }\n  }\n"): (typeof documents)["\n  query PromotionRounds($promotionId: ID!) {\n    drawRounds(promotionId: $promotionId, limit: 10) {\n      ...AdminDrawRoundFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SignedInUserFields on User {\n    id\n    firstName\n    userType\n    previousSignInAt\n  }\n"): (typeof documents)["\n  fragment SignedInUserFields on User {\n    id\n    firstName\n    userType\n    previousSignInAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      twoFactorRequired\n      user {\n        ...SignedInUserFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      twoFactorRequired\n      user {\n        ...SignedInUserFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CompleteTwoFactorLogin($input: CompleteTwoFactorLoginInput!) {\n    completeTwoFactorLogin(input: $input) {\n      user {\n        ...SignedInUserFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CompleteTwoFactorLogin($input: CompleteTwoFactorLoginInput!) {\n    completeTwoFactorLogin(input: $input) {\n      user {\n        ...SignedInUserFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      success\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      success\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestPasswordReset($input: RequestPasswordResetInput!) {\n    requestPasswordReset(input: $input) {\n      success\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation RequestPasswordReset($input: RequestPasswordResetInput!) {\n    requestPasswordReset(input: $input) {\n      success\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      success\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      success\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VerifyEmail($input: VerifyEmailInput!) {\n    verifyEmail(input: $input) {\n      success\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation VerifyEmail($input: VerifyEmailInput!) {\n    verifyEmail(input: $input) {\n      success\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PrizePromotionFields on Promotion {\n    id\n    name\n    description\n    eligibilityCriteria\n    prizeDescription\n    prizeValue\n    drawType\n    startDate\n    endDate\n    nextDrawAt\n    participantCount\n    totalEntries\n  }\n"): (typeof documents)["\n  fragment PrizePromotionFields on Promotion {\n    id\n    name\n    description\n    eligibilityCriteria\n    prizeDescription\n    prizeValue\n    drawType\n    startDate\n    endDate\n    nextDrawAt\n    participantCount\n    totalEntries\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Competition {\n    competition {\n      totalEntries\n      participantCount\n      nextDrawAt\n      periodStart\n      periodProgress\n      entriesCommitment\n      beaconMode\n      recentRounds {\n        promotionName\n        drawAt\n        ...DrawRoundProofFields\n      }\n      promotion {\n        ...PrizePromotionFields\n        name\n        drawType\n        prizeDescription\n        currentPeriodKey\n      }\n      lastWinners {\n        id\n        displayName\n        prizeText\n        winDate\n        promotionName\n        promotionId\n        btcBlockHash\n        drawTimestamp\n        generatedHash\n        winnerEntryIndex\n        totalEntries\n      }\n    }\n  }\n"): (typeof documents)["\n  query Competition {\n    competition {\n      totalEntries\n      participantCount\n      nextDrawAt\n      periodStart\n      periodProgress\n      entriesCommitment\n      beaconMode\n      recentRounds {\n        promotionName\n        drawAt\n        ...DrawRoundProofFields\n      }\n      promotion {\n        ...PrizePromotionFields\n        name\n        drawType\n        prizeDescription\n        currentPeriodKey\n      }\n      lastWinners {\n        id\n        displayName\n        prizeText\n        winDate\n        promotionName\n        promotionId\n        btcBlockHash\n        drawTimestamp\n        generatedHash\n        winnerEntryIndex\n        totalEntries\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ActivePromotions {\n    activePromotions {\n      ...PrizePromotionFields\n    }\n  }\n"): (typeof documents)["\n  query ActivePromotions {\n    activePromotions {\n      ...PrizePromotionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublicWinners($limit: Int) {\n    publicWinners(limit: $limit) {\n      id\n      displayName\n      prizeText\n      winDate\n      promotionName\n      periodKey\n    }\n  }\n"): (typeof documents)["\n  query PublicWinners($limit: Int) {\n    publicWinners(limit: $limit) {\n      id\n      displayName\n      prizeText\n      winDate\n      promotionName\n      periodKey\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DrawRecord($winnerId: ID!) {\n    drawRecord(winnerId: $winnerId) {\n      id\n      promotionId\n      periodKey\n      totalEntries\n      entriesCommitment\n      btcBlockHash\n      beaconSource\n      beaconHeight\n      drawTimestamp\n      generatedHash\n      winnerEntryIndex\n      ranges {\n        customerId\n        displayName\n        entries\n        from\n        to\n      }\n      winner {\n        id\n        displayName\n        prizeText\n      }\n    }\n  }\n"): (typeof documents)["\n  query DrawRecord($winnerId: ID!) {\n    drawRecord(winnerId: $winnerId) {\n      id\n      promotionId\n      periodKey\n      totalEntries\n      entriesCommitment\n      btcBlockHash\n      beaconSource\n      beaconHeight\n      drawTimestamp\n      generatedHash\n      winnerEntryIndex\n      ranges {\n        customerId\n        displayName\n        entries\n        from\n        to\n      }\n      winner {\n        id\n        displayName\n        prizeText\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyCompetitionStatus {\n    myCompetitionStatus {\n      entries\n      activeServices\n      activeStorageGB\n      eligible\n      ineligibleReason\n      overdueInvoices\n      pseudonym\n    }\n  }\n"): (typeof documents)["\n  query MyCompetitionStatus {\n    myCompetitionStatus {\n      entries\n      activeServices\n      activeStorageGB\n      eligible\n      ineligibleReason\n      overdueInvoices\n      pseudonym\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation JoinCompetition($input: JoinCompetitionInput!) {\n    joinCompetition(input: $input) {\n      success\n      user {\n        firstName\n      }\n      totalEntries\n      activeServices\n    }\n  }\n"): (typeof documents)["\n  mutation JoinCompetition($input: JoinCompetitionInput!) {\n    joinCompetition(input: $input) {\n      success\n      user {\n        firstName\n      }\n      totalEntries\n      activeServices\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SimulateWinnerSelection {\n    simulateWinnerSelection {\n      competitionId\n      btcBlockHash\n      timestamp\n      generatedHash\n      winnerEntryIndex\n      winnerCustomerId\n      totalEntries\n      beaconSource\n    }\n  }\n"): (typeof documents)["\n  mutation SimulateWinnerSelection {\n    simulateWinnerSelection {\n      competitionId\n      btcBlockHash\n      timestamp\n      generatedHash\n      winnerEntryIndex\n      winnerCustomerId\n      totalEntries\n      beaconSource\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DashboardInvoiceSummaryFields on Invoice {\n    id\n    number\n    periodStart\n    periodEnd\n    issuedAt\n    dueAt\n    status\n    totalCents\n    amountPaidCents\n    balanceCents\n  }\n"): (typeof documents)["\n  fragment DashboardInvoiceSummaryFields on Invoice {\n    id\n    number\n    periodStart\n    periodEnd\n    issuedAt\n    dueAt\n    status\n    totalCents\n    amountPaidCents\n    balanceCents\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SpendBudgetFields on BudgetStatus {\n    monthlyBudgetCents\n    spentCents\n    usedPercent\n    level\n  }\n"): (typeof documents)["\n  fragment SpendBudgetFields on BudgetStatus {\n    monthlyBudgetCents\n    spentCents\n    usedPercent\n    level\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PerformancePointFields on PerformancePoint {\n    at\n    latencyMs\n    errorRatePercent\n    uptimePercent\n  }\n"): (typeof documents)["\n  fragment PerformancePointFields on PerformancePoint {\n    at\n    latencyMs\n    errorRatePercent\n    uptimePercent\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment UsageTrendPointFields on UsagePoint {\n    at\n    storedGB\n    egressGB\n    requests\n  }\n"): (typeof documents)["\n  fragment UsageTrendPointFields on UsagePoint {\n    at\n    storedGB\n    egressGB\n    requests\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardGreeting {\n    me {\n      id\n      firstName\n      previousSignInAt\n    }\n  }\n"): (typeof documents)["\n  query DashboardGreeting {\n    me {\n      id\n      firstName\n      previousSignInAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardMyServices($includeCancelled: Boolean) {\n    myServices(includeCancelled: $includeCancelled) {\n      ...DashboardServiceFields\n    }\n  }\n"): (typeof documents)["\n  query DashboardMyServices($includeCancelled: Boolean) {\n    myServices(includeCancelled: $includeCancelled) {\n      ...DashboardServiceFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardServiceActivity($serviceId: ID!) {\n    serviceActivity(serviceId: $serviceId) {\n      id\n      action\n      detail\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query DashboardServiceActivity($serviceId: ID!) {\n    serviceActivity(serviceId: $serviceId) {\n      id\n      action\n      detail\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardServiceMetrics($serviceId: ID!, $range: TimeRange!) {\n    serviceMetrics(serviceId: $serviceId, range: $range) {\n      serviceId\n      storedGB\n      storedNowBytes\n      egressGB\n      requests\n      errors\n      avgLatencyMs\n      uptimePercent\n      lastActivityAt\n      usageTrend {\n        ...UsageTrendPointFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query DashboardServiceMetrics($serviceId: ID!, $range: TimeRange!) {\n    serviceMetrics(serviceId: $serviceId, range: $range) {\n      serviceId\n      storedGB\n      storedNowBytes\n      egressGB\n      requests\n      errors\n      avgLatencyMs\n      uptimePercent\n      lastActivityAt\n      usageTrend {\n        ...UsageTrendPointFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DashboardCreateService($input: CreateCloudStorageServiceInput!) {\n    createCloudStorageService(input: $input) {\n      service {\n        ...DashboardServiceFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation DashboardCreateService($input: CreateCloudStorageServiceInput!) {\n    createCloudStorageService(input: $input) {\n      service {\n        ...DashboardServiceFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DashboardUpdateService($input: UpdateCloudStorageServiceInput!) {\n    updateCloudStorageService(input: $input) {\n      service {\n        ...DashboardServiceFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation DashboardUpdateService($input: UpdateCloudStorageServiceInput!) {\n    updateCloudStorageService(input: $input) {\n      service {\n        ...DashboardServiceFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DashboardSetServiceActive($input: SetServiceStatusInput!) {\n    setCloudStorageServiceActive(input: $input) {\n      service {\n        ...DashboardServiceFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation DashboardSetServiceActive($input: SetServiceStatusInput!) {\n    setCloudStorageServiceActive(input: $input) {\n      service {\n        ...DashboardServiceFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DashboardCancelService($input: CancelCloudStorageServiceInput!) {\n    cancelCloudStorageService(input: $input) {\n      service {\n        ...DashboardServiceFields\n      }\n      deletedBuckets\n      deletedObjects\n      billingEndsAt\n    }\n  }\n"): (typeof documents)["\n  mutation DashboardCancelService($input: CancelCloudStorageServiceInput!) {\n    cancelCloudStorageService(input: $input) {\n      service {\n        ...DashboardServiceFields\n      }\n      deletedBuckets\n      deletedObjects\n      billingEndsAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardOverview($range: TimeRange!) {\n    dashboardOverview(range: $range) {\n      range\n      activeServices {\n        ...DashboardStatFields\n      }\n      totalStorageGB {\n        ...DashboardStatFields\n      }\n      apiRequests {\n        ...DashboardStatFields\n      }\n      avgUptimePercent {\n        ...DashboardStatFields\n      }\n      storedNowBytes\n      avgLatencyMs\n      usageTrend {\n        ...UsageTrendPointFields\n      }\n      performance {\n        ...PerformancePointFields\n      }\n      regionalUsage {\n        region\n        egressGB\n        percent\n      }\n    }\n  }\n"): (typeof documents)["\n  query DashboardOverview($range: TimeRange!) {\n    dashboardOverview(range: $range) {\n      range\n      activeServices {\n        ...DashboardStatFields\n      }\n      totalStorageGB {\n        ...DashboardStatFields\n      }\n      apiRequests {\n        ...DashboardStatFields\n      }\n      avgUptimePercent {\n        ...DashboardStatFields\n      }\n      storedNowBytes\n      avgLatencyMs\n      usageTrend {\n        ...UsageTrendPointFields\n      }\n      performance {\n        ...PerformancePointFields\n      }\n      regionalUsage {\n        region\n        egressGB\n        percent\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardMonitoring($range: TimeRange!) {\n    monitoring(range: $range) {\n      range\n      avgLatencyMs {\n        ...DashboardStatFields\n      }\n      errorRatePercent {\n        ...DashboardStatFields\n      }\n      requests {\n        ...DashboardStatFields\n      }\n      uptimePercent {\n        ...DashboardStatFields\n      }\n      resources {\n        name\n        nameCode\n        percent\n        detail\n        detailCode\n        detailParams {\n          name\n          value\n        }\n      }\n      timeline {\n        ...PerformancePointFields\n      }\n      alerts {\n        id\n        severity\n        title\n        titleCode\n        message\n        messageCode\n        messageParams {\n          name\n          value\n        }\n        at\n        serviceId\n      }\n    }\n  }\n"): (typeof documents)["\n  query DashboardMonitoring($range: TimeRange!) {\n    monitoring(range: $range) {\n      range\n      avgLatencyMs {\n        ...DashboardStatFields\n      }\n      errorRatePercent {\n        ...DashboardStatFields\n      }\n      requests {\n        ...DashboardStatFields\n      }\n      uptimePercent {\n        ...DashboardStatFields\n      }\n      resources {\n        name\n        nameCode\n        percent\n        detail\n        detailCode\n        detailParams {\n          name\n          value\n        }\n      }\n      timeline {\n        ...PerformancePointFields\n      }\n      alerts {\n        id\n        severity\n        title\n        titleCode\n        message\n        messageCode\n        messageParams {\n          name\n          value\n        }\n        at\n        serviceId\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardBillingSummary($period: BillingPeriod!) {\n    billingSummary(period: $period) {\n      period\n      currentBillCents\n      changePercent\n      nextInvoiceAt\n      nextPaymentDueAt\n      outstandingCents\n      paymentInstructions {\n        mpesa {\n          businessNumber\n          accountNumber\n          placeholder\n        }\n        bank {\n          bankName\n          accountNumber\n          reference\n          placeholder\n        }\n      }\n      ytdCents\n      spending {\n        label\n        periodStart\n        amountCents\n      }\n      usageBreakdown {\n        service\n        amountCents\n        percent\n      }\n      budget {\n        ...SpendBudgetFields\n        monthlyBudgetCents\n      }\n    }\n  }\n"): (typeof documents)["\n  query DashboardBillingSummary($period: BillingPeriod!) {\n    billingSummary(period: $period) {\n      period\n      currentBillCents\n      changePercent\n      nextInvoiceAt\n      nextPaymentDueAt\n      outstandingCents\n      paymentInstructions {\n        mpesa {\n          businessNumber\n          accountNumber\n          placeholder\n        }\n        bank {\n          bankName\n          accountNumber\n          reference\n          placeholder\n        }\n      }\n      ytdCents\n      spending {\n        label\n        periodStart\n        amountCents\n      }\n      usageBreakdown {\n        service\n        amountCents\n        percent\n      }\n      budget {\n        ...SpendBudgetFields\n        monthlyBudgetCents\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardInvoices($first: Int, $after: String) {\n    invoices(first: $first, after: $after) {\n      nodes {\n        ...DashboardInvoiceSummaryFields\n        services\n      }\n      pageInfo {\n        ...PageInfoFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query DashboardInvoices($first: Int, $after: String) {\n    invoices(first: $first, after: $after) {\n      nodes {\n        ...DashboardInvoiceSummaryFields\n        services\n      }\n      pageInfo {\n        ...PageInfoFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardInvoiceDetail($id: ID!) {\n    invoice(id: $id) {\n      ...DashboardInvoiceSummaryFields\n      subtotalCents\n      vatRatePercent\n      vatCents\n      paidAt\n      lines {\n        serviceName\n        description\n        quantity\n        unit\n        unitPriceCents\n        amountCents\n        vatCents\n      }\n      payments {\n        id\n        method\n        reference\n        amountCents\n        paidAt\n      }\n      paymentInstructions {\n        mpesa {\n          businessNumber\n          accountNumber\n          placeholder\n        }\n        bank {\n          bankName\n          accountName\n          accountNumber\n          branch\n          swiftCode\n          reference\n          placeholder\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query DashboardInvoiceDetail($id: ID!) {\n    invoice(id: $id) {\n      ...DashboardInvoiceSummaryFields\n      subtotalCents\n      vatRatePercent\n      vatCents\n      paidAt\n      lines {\n        serviceName\n        description\n        quantity\n        unit\n        unitPriceCents\n        amountCents\n        vatCents\n      }\n      payments {\n        id\n        method\n        reference\n        amountCents\n        paidAt\n      }\n      paymentInstructions {\n        mpesa {\n          businessNumber\n          accountNumber\n          placeholder\n        }\n        bank {\n          bankName\n          accountName\n          accountNumber\n          branch\n          swiftCode\n          reference\n          placeholder\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DashboardSetSpendBudget($input: SetSpendBudgetInput!) {\n    setSpendBudget(input: $input) {\n      ...SpendBudgetFields\n    }\n  }\n"): (typeof documents)["\n  mutation DashboardSetSpendBudget($input: SetSpendBudgetInput!) {\n    setSpendBudget(input: $input) {\n      ...SpendBudgetFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardExchangeRates {\n    exchangeRates {\n      id\n      currency\n      kshCentsPerUnit\n      rateDate\n    }\n  }\n"): (typeof documents)["\n  query DashboardExchangeRates {\n    exchangeRates {\n      id\n      currency\n      kshCentsPerUnit\n      rateDate\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DashboardResendVerification {\n    resendVerificationEmail {\n      success\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation DashboardResendVerification {\n    resendVerificationEmail {\n      success\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardStorageHold {\n    storageHold {\n      invoiceId\n      invoiceNumber\n      dueAt\n      since\n    }\n  }\n"): (typeof documents)["\n  query DashboardStorageHold {\n    storageHold {\n      invoiceId\n      invoiceNumber\n      dueAt\n      since\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DashboardServiceFields on CloudStorageService {\n    id\n    name\n    serviceType\n    storageAmount\n    cost\n    isActive\n    status\n    region\n    planType\n    startDate\n    endpoint\n    cancelledAt\n    retention {\n      mode\n      days\n    }\n  }\n"): (typeof documents)["\n  fragment DashboardServiceFields on CloudStorageService {\n    id\n    name\n    serviceType\n    storageAmount\n    cost\n    isActive\n    status\n    region\n    planType\n    startDate\n    endpoint\n    cancelledAt\n    retention {\n      mode\n      days\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardBucketLifecycle($bucket: String!) {\n    bucketLifecycle(bucket: $bucket) {\n      bucket\n      runHourUtc\n      rules {\n        id\n        enabled\n        filter {\n          prefix\n          tags {\n            key\n            value\n          }\n          objectSizeGreaterThan\n          objectSizeLessThan\n        }\n        expiration {\n          days\n          date\n          expiredObjectDeleteMarker\n        }\n        noncurrentVersionExpiration {\n          noncurrentDays\n          newerNoncurrentVersions\n        }\n        abortIncompleteMultipartUpload {\n          daysAfterInitiation\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query DashboardBucketLifecycle($bucket: String!) {\n    bucketLifecycle(bucket: $bucket) {\n      bucket\n      runHourUtc\n      rules {\n        id\n        enabled\n        filter {\n          prefix\n          tags {\n            key\n            value\n          }\n          objectSizeGreaterThan\n          objectSizeLessThan\n        }\n        expiration {\n          days\n          date\n          expiredObjectDeleteMarker\n        }\n        noncurrentVersionExpiration {\n          noncurrentDays\n          newerNoncurrentVersions\n        }\n        abortIncompleteMultipartUpload {\n          daysAfterInitiation\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DashboardPutBucketLifecycle($input: PutBucketLifecycleInput!) {\n    putBucketLifecycle(input: $input) {\n      lifecycle {\n        bucket\n        runHourUtc\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation DashboardPutBucketLifecycle($input: PutBucketLifecycleInput!) {\n    putBucketLifecycle(input: $input) {\n      lifecycle {\n        bucket\n        runHourUtc\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardServiceBuckets($serviceId: ID!) {\n    serviceBuckets(serviceId: $serviceId) {\n      serviceId\n      usable\n      usedBytes\n      quotaBytes\n      buckets {\n        name\n        serviceId\n        region\n        residency\n        objectCount\n        bytes\n        createdAt\n        isPublic\n        versioning\n        objectLock {\n          defaultRetention {\n            mode\n            days\n            years\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query DashboardServiceBuckets($serviceId: ID!) {\n    serviceBuckets(serviceId: $serviceId) {\n      serviceId\n      usable\n      usedBytes\n      quotaBytes\n      buckets {\n        name\n        serviceId\n        region\n        residency\n        objectCount\n        bytes\n        createdAt\n        isPublic\n        versioning\n        objectLock {\n          defaultRetention {\n            mode\n            days\n            years\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardServiceLockedData($serviceId: ID!) {\n    serviceBuckets(serviceId: $serviceId) {\n      serviceId\n      lockedData {\n        until\n        legalHold\n      }\n    }\n  }\n"): (typeof documents)["\n  query DashboardServiceLockedData($serviceId: ID!) {\n    serviceBuckets(serviceId: $serviceId) {\n      serviceId\n      lockedData {\n        until\n        legalHold\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardBucketObjects($bucket: String!, $prefix: String, $after: String, $first: Int) {\n    bucketObjects(bucket: $bucket, prefix: $prefix, after: $after, first: $first) {\n      bucket\n      prefix\n      folders\n      objects {\n        key\n        size\n        etag\n        lastModified\n        tags {\n          key\n          value\n        }\n      }\n      nextCursor\n    }\n  }\n"): (typeof documents)["\n  query DashboardBucketObjects($bucket: String!, $prefix: String, $after: String, $first: Int) {\n    bucketObjects(bucket: $bucket, prefix: $prefix, after: $after, first: $first) {\n      bucket\n      prefix\n      folders\n      objects {\n        key\n        size\n        etag\n        lastModified\n        tags {\n          key\n          value\n        }\n      }\n      nextCursor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardStorageEndpoint {\n    storageEndpoint {\n      url\n      region\n      plane\n    }\n  }\n"): (typeof documents)["\n  query DashboardStorageEndpoint {\n    storageEndpoint {\n      url\n      region\n      plane\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DashboardCreateBucket($input: CreateBucketInput!) {\n    createBucket(input: $input) {\n      bucket {\n        name\n        objectCount\n        bytes\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation DashboardCreateBucket($input: CreateBucketInput!) {\n    createBucket(input: $input) {\n      bucket {\n        name\n        objectCount\n        bytes\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DashboardDeleteBucket($input: DeleteBucketInput!) {\n    deleteBucket(input: $input) {\n      name\n      deletedObjects\n    }\n  }\n"): (typeof documents)["\n  mutation DashboardDeleteBucket($input: DeleteBucketInput!) {\n    deleteBucket(input: $input) {\n      name\n      deletedObjects\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DashboardDeleteObject($input: DeleteObjectInput!) {\n    deleteObject(input: $input) {\n      bucket\n      key\n      success\n    }\n  }\n"): (typeof documents)["\n  mutation DashboardDeleteObject($input: DeleteObjectInput!) {\n    deleteObject(input: $input) {\n      bucket\n      key\n      success\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DashboardPresignObjectUrl($input: PresignObjectUrlInput!) {\n    presignObjectUrl(input: $input) {\n      url\n      method\n      expiresAt\n    }\n  }\n"): (typeof documents)["\n  mutation DashboardPresignObjectUrl($input: PresignObjectUrlInput!) {\n    presignObjectUrl(input: $input) {\n      url\n      method\n      expiresAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DashboardSetBucketVersioning($input: SetBucketVersioningInput!) {\n    setBucketVersioning(input: $input) {\n      bucket {\n        name\n        versioning\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation DashboardSetBucketVersioning($input: SetBucketVersioningInput!) {\n    setBucketVersioning(input: $input) {\n      bucket {\n        name\n        versioning\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardObjectVersions($bucket: String!, $key: String!) {\n    objectVersions(bucket: $bucket, key: $key) {\n      bucket\n      key\n      versions {\n        versionId\n        isLatest\n        deleteMarker\n        size\n        etag\n        lastModified\n        lockMode\n        lockUntil\n        legalHold\n        locked\n        retained\n      }\n    }\n  }\n"): (typeof documents)["\n  query DashboardObjectVersions($bucket: String!, $key: String!) {\n    objectVersions(bucket: $bucket, key: $key) {\n      bucket\n      key\n      versions {\n        versionId\n        isLatest\n        deleteMarker\n        size\n        etag\n        lastModified\n        lockMode\n        lockUntil\n        legalHold\n        locked\n        retained\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardDeletedObjects($bucket: String!, $prefix: String) {\n    deletedObjects(bucket: $bucket, prefix: $prefix) {\n      bucket\n      prefix\n      folders\n      objects {\n        key\n        markerVersionId\n        deletedAt\n        size\n      }\n      truncated\n    }\n  }\n"): (typeof documents)["\n  query DashboardDeletedObjects($bucket: String!, $prefix: String) {\n    deletedObjects(bucket: $bucket, prefix: $prefix) {\n      bucket\n      prefix\n      folders\n      objects {\n        key\n        markerVersionId\n        deletedAt\n        size\n      }\n      truncated\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DashboardDeleteObjectVersion($input: DeleteObjectVersionInput!) {\n    deleteObjectVersion(input: $input) {\n      bucket\n      key\n      versionId\n      deleteMarker\n    }\n  }\n"): (typeof documents)["\n  mutation DashboardDeleteObjectVersion($input: DeleteObjectVersionInput!) {\n    deleteObjectVersion(input: $input) {\n      bucket\n      key\n      versionId\n      deleteMarker\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DashboardPresignVersionRestore($input: PresignVersionRestoreInput!) {\n    presignVersionRestore(input: $input) {\n      url\n      method\n      headers {\n        name\n        value\n      }\n      expiresAt\n    }\n  }\n"): (typeof documents)["\n  mutation DashboardPresignVersionRestore($input: PresignVersionRestoreInput!) {\n    presignVersionRestore(input: $input) {\n      url\n      method\n      headers {\n        name\n        value\n      }\n      expiresAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DashboardBucketCorsFields on BucketCors {\n    bucket\n    rules {\n      id\n      allowedOrigins\n      allowedMethods\n      allowedHeaders\n      exposeHeaders\n      maxAgeSeconds\n    }\n  }\n"): (typeof documents)["\n  fragment DashboardBucketCorsFields on BucketCors {\n    bucket\n    rules {\n      id\n      allowedOrigins\n      allowedMethods\n      allowedHeaders\n      exposeHeaders\n      maxAgeSeconds\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardBucketCors($bucket: String!) {\n    bucketCors(bucket: $bucket) {\n      ...DashboardBucketCorsFields\n    }\n  }\n"): (typeof documents)["\n  query DashboardBucketCors($bucket: String!) {\n    bucketCors(bucket: $bucket) {\n      ...DashboardBucketCorsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DashboardPutBucketCors($input: PutBucketCorsInput!) {\n    putBucketCors(input: $input) {\n      cors {\n        ...DashboardBucketCorsFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation DashboardPutBucketCors($input: PutBucketCorsInput!) {\n    putBucketCors(input: $input) {\n      cors {\n        ...DashboardBucketCorsFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DashboardPutObjectTags($input: PutObjectTagsInput!) {\n    putObjectTags(input: $input) {\n      bucket\n      key\n      tags {\n        key\n        value\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation DashboardPutObjectTags($input: PutObjectTagsInput!) {\n    putObjectTags(input: $input) {\n      bucket\n      key\n      tags {\n        key\n        value\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardBucketPublicAccess($bucket: String!) {\n    bucketPublicAccess(bucket: $bucket) {\n      bucket\n      isPublic\n      publicPrefixes\n      publicListing\n      hasPolicy\n      blockPublicAcls\n      ignorePublicAcls\n      blockPublicPolicy\n      restrictPublicBuckets\n      blockedByAccount\n      publicUrl\n    }\n  }\n"): (typeof documents)["\n  query DashboardBucketPublicAccess($bucket: String!) {\n    bucketPublicAccess(bucket: $bucket) {\n      bucket\n      isPublic\n      publicPrefixes\n      publicListing\n      hasPolicy\n      blockPublicAcls\n      ignorePublicAcls\n      blockPublicPolicy\n      restrictPublicBuckets\n      blockedByAccount\n      publicUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DashboardSetBucketPublicAccess($input: SetBucketPublicAccessInput!) {\n    setBucketPublicAccess(input: $input) {\n      publicAccess {\n        bucket\n        isPublic\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation DashboardSetBucketPublicAccess($input: SetBucketPublicAccessInput!) {\n    setBucketPublicAccess(input: $input) {\n      publicAccess {\n        bucket\n        isPublic\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DashboardSetBucketDefaultRetention($input: SetBucketDefaultRetentionInput!) {\n    setBucketDefaultRetention(input: $input) {\n      bucket {\n        name\n        objectLock {\n          defaultRetention {\n            mode\n            days\n            years\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation DashboardSetBucketDefaultRetention($input: SetBucketDefaultRetentionInput!) {\n    setBucketDefaultRetention(input: $input) {\n      bucket {\n        name\n        objectLock {\n          defaultRetention {\n            mode\n            days\n            years\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DashboardSetObjectLegalHold($input: SetObjectLegalHoldInput!) {\n    setObjectLegalHold(input: $input) {\n      bucket\n      key\n      version {\n        versionId\n        lockMode\n        lockUntil\n        legalHold\n        locked\n        retained\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation DashboardSetObjectLegalHold($input: SetObjectLegalHoldInput!) {\n    setObjectLegalHold(input: $input) {\n      bucket\n      key\n      version {\n        versionId\n        lockMode\n        lockUntil\n        legalHold\n        locked\n        retained\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DashboardExtendObjectRetention($input: ExtendObjectRetentionInput!) {\n    extendObjectRetention(input: $input) {\n      bucket\n      key\n      version {\n        versionId\n        lockMode\n        lockUntil\n        legalHold\n        locked\n        retained\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation DashboardExtendObjectRetention($input: ExtendObjectRetentionInput!) {\n    extendObjectRetention(input: $input) {\n      bucket\n      key\n      version {\n        versionId\n        lockMode\n        lockUntil\n        legalHold\n        locked\n        retained\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardBucketRestores($serviceId: ID!, $bucket: String!) {\n    bucketRestores(serviceId: $serviceId, bucket: $bucket) {\n      id\n      prefix\n      pointInTime\n      status\n      keysExamined\n      versionsRestored\n      markersWritten\n      bytesCopied\n      error\n      createdAt\n      finishedAt\n    }\n  }\n"): (typeof documents)["\n  query DashboardBucketRestores($serviceId: ID!, $bucket: String!) {\n    bucketRestores(serviceId: $serviceId, bucket: $bucket) {\n      id\n      prefix\n      pointInTime\n      status\n      keysExamined\n      versionsRestored\n      markersWritten\n      bytesCopied\n      error\n      createdAt\n      finishedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DashboardStartBucketRestore($input: StartBucketRestoreInput!) {\n    startBucketRestore(input: $input) {\n      restore {\n        id\n        status\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation DashboardStartBucketRestore($input: StartBucketRestoreInput!) {\n    startBucketRestore(input: $input) {\n      restore {\n        id\n        status\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardSnapshotSchedule($serviceId: ID!) {\n    snapshotSchedule(serviceId: $serviceId) {\n      serviceId\n      enabled\n      retentionDays\n      enabledAt\n      nextSnapshotAt\n      snapshots {\n        id\n        onDemand\n        takenAt\n        expiresAt\n        objects\n        bytes\n      }\n    }\n  }\n"): (typeof documents)["\n  query DashboardSnapshotSchedule($serviceId: ID!) {\n    snapshotSchedule(serviceId: $serviceId) {\n      serviceId\n      enabled\n      retentionDays\n      enabledAt\n      nextSnapshotAt\n      snapshots {\n        id\n        onDemand\n        takenAt\n        expiresAt\n        objects\n        bytes\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DashboardSetSnapshotSchedule($input: SetSnapshotScheduleInput!) {\n    setSnapshotSchedule(input: $input) {\n      serviceId\n      enabled\n      retentionDays\n      enabledAt\n      nextSnapshotAt\n      snapshots {\n        id\n        onDemand\n        takenAt\n        expiresAt\n        objects\n        bytes\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation DashboardSetSnapshotSchedule($input: SetSnapshotScheduleInput!) {\n    setSnapshotSchedule(input: $input) {\n      serviceId\n      enabled\n      retentionDays\n      enabledAt\n      nextSnapshotAt\n      snapshots {\n        id\n        onDemand\n        takenAt\n        expiresAt\n        objects\n        bytes\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DashboardTakeSnapshot($serviceId: ID!) {\n    takeSnapshot(serviceId: $serviceId) {\n      serviceId\n      enabled\n      retentionDays\n      enabledAt\n      nextSnapshotAt\n      snapshots {\n        id\n        onDemand\n        takenAt\n        expiresAt\n        objects\n        bytes\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation DashboardTakeSnapshot($serviceId: ID!) {\n    takeSnapshot(serviceId: $serviceId) {\n      serviceId\n      enabled\n      retentionDays\n      enabledAt\n      nextSnapshotAt\n      snapshots {\n        id\n        onDemand\n        takenAt\n        expiresAt\n        objects\n        bytes\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DashboardStatFields on StatWithChange {\n    value\n    changePercent\n    previousValue\n  }\n"): (typeof documents)["\n  fragment DashboardStatFields on StatWithChange {\n    value\n    changePercent\n    previousValue\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PriceList {\n    priceList {\n      item\n      label\n      unit\n      unitPriceCents\n      freeAllowance\n    }\n  }\n"): (typeof documents)["\n  query PriceList {\n    priceList {\n      item\n      label\n      unit\n      unitPriceCents\n      freeAllowance\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PricingQuote($input: PricingQuoteInput!) {\n    pricingQuote(input: $input) {\n      currency\n      totalCents\n      breakdown {\n        storage {\n          amount\n          free\n          billable\n          costCents\n        }\n        egress {\n          amount\n          free\n          billable\n          costCents\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query PricingQuote($input: PricingQuoteInput!) {\n    pricingQuote(input: $input) {\n      currency\n      totalCents\n      breakdown {\n        storage {\n          amount\n          free\n          billable\n          costCents\n        }\n        egress {\n          amount\n          free\n          billable\n          costCents\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PricingEstimate($input: EstimateInput!) {\n    pricingEstimate(input: $input) {\n      currency\n      totalCents\n      vatRatePercent\n      vatCents\n      totalInclVatCents\n      lines {\n        item\n        label\n        usage\n        unit\n        free\n        billable\n        unitPriceCents\n        costCents\n      }\n    }\n  }\n"): (typeof documents)["\n  query PricingEstimate($input: EstimateInput!) {\n    pricingEstimate(input: $input) {\n      currency\n      totalCents\n      vatRatePercent\n      vatCents\n      totalInclVatCents\n      lines {\n        item\n        label\n        usage\n        unit\n        free\n        billable\n        unitPriceCents\n        costCents\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateSupportTicket($input: CreateSupportTicketInput!) {\n    createSupportTicket(input: $input) {\n      ticket {\n        id\n        reference\n        status\n        priority\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateSupportTicket($input: CreateSupportTicketInput!) {\n    createSupportTicket(input: $input) {\n      ticket {\n        id\n        reference\n        status\n        priority\n        createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublicStorageEndpoint {\n    storageEndpoint {\n      url\n      region\n    }\n  }\n"): (typeof documents)["\n  query PublicStorageEndpoint {\n    storageEndpoint {\n      url\n      region\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardPreferences {\n    accountSettings {\n      preferences {\n        language\n        timezone\n        currency\n        dateFormat\n      }\n    }\n  }\n"): (typeof documents)["\n  query DashboardPreferences {\n    accountSettings {\n      preferences {\n        language\n        timezone\n        currency\n        dateFormat\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      success\n      message\n    }\n  }\n"): (typeof documents)["\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      success\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me {\n    me {\n      id\n      username\n      email\n      firstName\n      lastName\n      userType\n      createdAt\n      twoFactorEnabled\n      emailVerified\n      avatarUrl\n    }\n  }\n"): (typeof documents)["\n  query Me {\n    me {\n      id\n      username\n      email\n      firstName\n      lastName\n      userType\n      createdAt\n      twoFactorEnabled\n      emailVerified\n      avatarUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout {\n    logout {\n      success\n    }\n  }\n"): (typeof documents)["\n  mutation Logout {\n    logout {\n      success\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment DrawRoundProofFields on DrawRound {\n    id\n    periodKey\n    status\n    committedAt\n    entriesCommitment\n    totalEntries\n    targetBlockHeight\n    beaconPlan\n    voidReason\n    winner {\n      id\n      displayName\n    }\n  }\n"): (typeof documents)["\n  fragment DrawRoundProofFields on DrawRound {\n    id\n    periodKey\n    status\n    committedAt\n    entriesCommitment\n    totalEntries\n    targetBlockHeight\n    beaconPlan\n    voidReason\n    winner {\n      id\n      displayName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PageInfoFields on PageInfo {\n    endCursor\n    hasNextPage\n  }\n"): (typeof documents)["\n  fragment PageInfoFields on PageInfo {\n    endCursor\n    hasNextPage\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Plans {\n    plans {\n      type\n      storageGB\n      priceKsh\n      duration\n    }\n  }\n"): (typeof documents)["\n  query Plans {\n    plans {\n      type\n      storageGB\n      priceKsh\n      duration\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SecurityEventFields on SecurityEvent {\n    id\n    type\n    action\n    actionCode\n    actionParams {\n      name\n      value\n    }\n    ip\n    location\n    severity\n    createdAt\n  }\n"): (typeof documents)["\n  fragment SecurityEventFields on SecurityEvent {\n    id\n    type\n    action\n    actionCode\n    actionParams {\n      name\n      value\n    }\n    ip\n    location\n    severity\n    createdAt\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;