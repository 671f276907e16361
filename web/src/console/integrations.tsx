import type { AssessmentList } from '../shared/api-types';
import { Assessments } from './assessments';
import { useLoad } from './client';
import { GreenhouseIntro } from './greenhouse-intro';
import { GreenhouseKeys } from './greenhouse-keys';
import { GreenhouseReports } from './greenhouse-reports';
import { useCourse } from './hole-choice';
import { useLanguages } from './language-choice';
import { SentTests } from './sent-tests';

/**
 * The Greenhouse integration: what to give Greenhouse, its keys, the assessments it offers, the
 * tests it sent and what it reported.
 */
export function Integrations() {
  const assessments = useLoad<AssessmentList>('/assessments');
  const course = useCourse();
  const languages = useLanguages();
  return (
    <>
      <GreenhouseIntro />
      <GreenhouseKeys />
      <Assessments
        list={assessments.data}
        error={assessments.error}
        onChanged={assessments.reload}
        course={course}
        languages={languages}
      />
      <SentTests />
      <GreenhouseReports />
    </>
  );
}
