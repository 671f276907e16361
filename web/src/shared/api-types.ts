/**
 * The API's shapes the pages use, named after the OpenAPI document's schemas. None is written by
 * hand: api-schema.d.ts is generated from the document by every build of the pages (`npm run
 * build:web`, or `npm run build:api-types` alone; it is not committed), so `tsc -p web` fails
 * wherever a page and the API disagree.
 */
import type { components } from './api-schema';

type Schemas = components['schemas'];

export type PageMeta = Schemas['PageMeta'];

// The candidate's round.
export type HoleSummary = Schemas['CourseListing']['holes'][number];
export type CourseListing = Schemas['CourseListing'];
export type CourseEntry = Schemas['CourseEntry'];
export type VerificationRequest = Schemas['VerificationRequest'];
export type VerificationSent = Schemas['VerificationSent'];
export type RoundStart = Schemas['RoundStart'];
export type RoundStarted = Schemas['RoundStarted'];
export type Round = Schemas['Round'];
export type SubmitRequest = Schemas['SubmitRequest'];
export type ExampleRun = Schemas['ExampleRun'];
export type OwnInputRun = Schemas['OwnInputRun'];
export type ShotLanguage = Schemas['Shot']['language'];
/** The languages "Run example" and "Run with my input" run. */
export type RunLanguage = Schemas['ExampleRunRequest']['language'];

// The company console.
export type TokenRequest = Schemas['TokenRequest'];
export type ConsoleToken = Schemas['ConsoleTokenResponse'];
export type Company = Schemas['Company'];
export type Settings = Schemas['Settings'];
export type EvaluatorResult = Schemas['EvaluatorResult'];
export type Submission = Schemas['SubmissionListItem'];
export type SubmissionDetail = Schemas['SubmissionDetail'];
export type HoleCaseCounts = NonNullable<Schemas['HoleCaseCounts']>;
export type Standing = Schemas['Standing'];
export type SubmissionList = Schemas['PlaybackList'];
export type InviteRequest = Schemas['InviteRequest'];
export type InviteResult = Schemas['InviteResult'];
export type Invitation = Schemas['Invitation'];
export type InvitationList = Schemas['InvitationList'];
export type WebhookDeliveryList = Schemas['WebhookDeliveryList'];
export type WebhookDelivery = Schemas['WebhookDelivery'];
export type Member = Schemas['Member'];
export type MemberSelf = Schemas['MemberSelf'];
export type MemberList = Schemas['MemberList'];
export type MemberInvite = Schemas['MemberInvite'];
export type MemberRoleChange = Schemas['MemberRoleChange'];
export type PasswordChange = Schemas['PasswordChange'];
export type JoinRequest = Schemas['JoinRequest'];
export type Role = Member['role'];
export type AuditLogList = Schemas['AuditLogList'];
export type AuditLogEntry = Schemas['AuditLogEntry'];
export type CandidateExport = Schemas['CandidateExport'];
export type CandidateErasure = Schemas['CandidateErasure'];
export type LanguageEntry = Schemas['LanguageListing']['languages'][number];

// The Greenhouse integration: its keys, the assessments it offers, the tests it sent, its reports.
export type Assessment = Schemas['Assessment'];
export type AssessmentList = Schemas['AssessmentList'];
export type AssessmentCreate = Schemas['AssessmentCreate'];
export type AssessmentChange = Schemas['AssessmentChange'];
export type GreenhouseKey = Schemas['GreenhouseKey'];
export type GreenhouseKeyList = Schemas['GreenhouseKeyList'];
export type GreenhouseKeyCreate = Schemas['GreenhouseKeyCreate'];
export type GreenhouseKeyCreated = Schemas['GreenhouseKeyCreated'];
export type GreenhouseSentTest = Schemas['GreenhouseSentTest'];
export type GreenhouseSentTestList = Schemas['GreenhouseSentTestList'];
export type GreenhouseReport = Schemas['GreenhouseReport'];
export type GreenhouseReportList = Schemas['GreenhouseReportList'];

// A report link's page.
export type SharedReport = Schemas['SharedReport'];

// A company's own questions.
export type Question = Schemas['Question'];
export type QuestionSummary = Schemas['QuestionSummary'];
export type QuestionList = Schemas['QuestionList'];
export type QuestionCreate = Schemas['QuestionCreate'];
export type QuestionExport = Schemas['QuestionExport'];
export type ImportedQuestions = Schemas['ImportedQuestions'];
