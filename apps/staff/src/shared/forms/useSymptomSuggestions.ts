import { useQuery } from '@tanstack/react-query';
import { api } from '../../app/session';

/**
 * The clinic's enabled symptom suggestions (screen 5) by name, for every symptom field. Kept under the symptoms
 * resource's query key, so a change to a suggestion ('resource.change') loads them again.
 */
export function useSymptomSuggestions(): readonly string[] {
  const query = useQuery({
    queryKey: ['resources', 'symptoms', 'suggestions'],
    queryFn: () => api.clinics.symptomSuggestions(),
    select: (list) => list.map((symptom) => symptom.name),
    staleTime: 5 * 60_000,
  });
  return query.data ?? noSuggestions;
}

const noSuggestions: readonly string[] = [];
