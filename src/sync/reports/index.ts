// The reports concept's public face: what src/app, the player and the other concepts may use.

export {
  canForward,
  DEFAULT_REPORT_CATEGORIES,
  DEFAULT_REPORT_FILTERS,
  deletablePath,
  EMPTY_REPORT_DRAFT,
  frozenLabel,
  frozenOrigin,
  isReportType,
  REPORT_TYPES,
  reportCategoriesFor,
  reportFormProblems,
  reportPayload,
  REPORTS_PAGE_SIZE,
  remoteDomainOf,
  reportStatusKey,
  type ManageReport,
  type ReportCategory,
  type ReportDraft,
  type ReportFilters,
  type ReportFormContext,
  type ReportFormProblem,
  type ReportNote,
  type ReportTarget,
  type ReportType,
} from './model';
export type { ReportChange } from './api';
export {
  reportKeys,
  useReport,
  useReportCategories,
  useReportCommands,
  useReports,
  type CommandResult,
} from './queries';
