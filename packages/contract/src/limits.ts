/** Business constants and limits of SPEC.md §9, shared by the server and the web app. */
export const Limits = {
  codeCountdownSeconds: 60,
  smsCodeLength: 4,
  defaultCountryCode: '86',
  passwordMin: 8,
  passwordMax: 16,
  customInstructionsMax: 1500,
  nameMax: 100,
  planPeriodDays: { year: 365, quarter: 90, month: 30 },
  qaPackageQuestions: 10,
  proPriceText: '20$ / month',
  streamInactivityMs: 120_000,
  httpTimeoutMs: 500_000,
  toastSeconds: 5,
  browserWarningSeconds: 4,
  socketPingMs: 5_000,
  reconnectStepMs: 1_000,
  chatsKept: 5,
  historyPageSize: 10,
  mentionSearchNotes: 200,
  drawingImagesMax: 5,
  avatarPreviewPx: 120,
  dialogWidth: { settings: 1150, login: 375, version: 520 },
  panelWidth: { notebookLeft: 370, writeList: 370, chat: 336 },
  commandMark: '@',
  trialRecordingMinutes: 5,
  dataOverviewRefreshMs: 30 * 60 * 1000,
  chunkLoadTimeoutMs: 120_000,
} as const;

/** Pay product ids by edition (SPEC.md §7, §9). */
export const ProductIds = {
  cn: { qaPlan: 5, qaPackage: 7, drawingPlan: 6 },
  global: { qaPlan: 8, qaPackage: 10, drawingPlan: 9 },
} as const;

/** The release the version dialog shows (SPEC.md §2). */
export const Release = { version: 'v1.0', date: '20240901' } as const;
