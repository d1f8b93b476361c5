import {
  type BackofficeFaq,
  type BackofficeResource,
  type BackofficeScoopPreset,
  type BackofficeTestimonial,
  backofficeFaqListSchema,
  backofficeResourcePageSchema,
  backofficeScoopPresetListSchema,
  backofficeTestimonialPageSchema,
} from '@pathscoop/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Back-office Content (docs/backoffice.md "Content"): school resources, testimonials and stories. */

export type ResourceForm = {
  kind: 'picks' | 'finds';
  school_id: number | null;
  title: string;
  subtitle: string;
  body: string;
  video: string | null;
  position?: number;
};

export type TestimonialForm = {
  audience: 'home' | 'student' | 'parent';
  name: string;
  title: string;
  review: string;
  quote: string;
  age: number | null;
  career_path: string;
  position?: number;
};

export type FaqForm = {
  audience: 'careerexplorer' | 'communitypartner';
  question: string;
  answer: string;
  position?: number;
};

export type ScoopPresetForm = { question: string; ordering?: number };

const RESOURCES = ['backoffice', 'resources'] as const;
const TESTIMONIALS = ['backoffice', 'testimonials'] as const;
const FAQ = ['backoffice', 'faq'] as const;
const PRESETS = ['backoffice', 'scoop-presets'] as const;
export type ContentKind = 'resources' | 'testimonials' | 'faq' | 'scoop-presets';
const KEYS = { resources: RESOURCES, testimonials: TESTIMONIALS, faq: FAQ, 'scoop-presets': PRESETS };

/** GET backoffice/resources/?page=&kind=&status= */
export const useResources = (query: { page: number; kind?: string; status: string }) =>
  useQuery({
    queryKey: [...RESOURCES, query],
    queryFn: async () => backofficeResourcePageSchema.parse(await api.get('backoffice/resources/', query)),
    placeholderData: keepPreviousData,
  });

/** POST backoffice/resources/ (a draft) or PATCH …/{id}/, then the thumbnail when one was chosen. */
export function useSaveResource() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      id,
      form,
      thumbnail,
    }: {
      id: number | null;
      form: ResourceForm;
      thumbnail?: File;
    }) => {
      let saved =
        id === null
          ? await api.post<BackofficeResource>('backoffice/resources/', form)
          : await api.patch<BackofficeResource>(`backoffice/resources/${id}/`, form);
      if (thumbnail) {
        const data = new FormData();
        data.append('thumbnail', thumbnail);
        saved = await api.post<BackofficeResource>(`backoffice/resources/${saved.id}/thumbnail/`, data);
      }
      return saved;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: RESOURCES }),
  });
}

/** POST backoffice/resources/preview/: the body as the server would store it. */
export const usePreviewBody = () =>
  useMutation({
    mutationFn: (body: string) => api.post<{ body: string }>('backoffice/resources/preview/', { body }),
  });

/** POST backoffice/{resources|testimonials}/{id}/{publish|unpublish}/ */
export function usePublish(kind: ContentKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, publish }: { id: number; publish: boolean }) =>
      api.post<{ published: boolean }>(`backoffice/${kind}/${id}/${publish ? 'publish' : 'unpublish'}/`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: KEYS[kind] }),
  });
}

/** GET backoffice/testimonials/?page=&audience=&status= */
export const useTestimonials = (query: { page: number; audience?: string; status: string }) =>
  useQuery({
    queryKey: [...TESTIMONIALS, query],
    queryFn: async () =>
      backofficeTestimonialPageSchema.parse(await api.get('backoffice/testimonials/', query)),
    placeholderData: keepPreviousData,
  });

/** POST backoffice/testimonials/ (a draft) or PATCH …/{id}/ */
export function useSaveTestimonial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, form }: { id: number | null; form: TestimonialForm }) =>
      id === null
        ? api.post<BackofficeTestimonial>('backoffice/testimonials/', form)
        : api.patch<BackofficeTestimonial>(`backoffice/testimonials/${id}/`, form),
    onSettled: () => queryClient.invalidateQueries({ queryKey: TESTIMONIALS }),
  });
}

/** GET backoffice/faq/?audience=&status= (every entry, drafts included, in order) */
export const useFaqEntries = (query: { audience?: string; status: string }) =>
  useQuery({
    queryKey: [...FAQ, query],
    queryFn: async () => backofficeFaqListSchema.parse(await api.get('backoffice/faq/', query)),
    placeholderData: keepPreviousData,
  });

/** POST backoffice/faq/ (a draft) or PATCH …/{id}/ */
export function useSaveFaq() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, form }: { id: number | null; form: FaqForm }) =>
      id === null
        ? api.post<BackofficeFaq>('backoffice/faq/', form)
        : api.patch<BackofficeFaq>(`backoffice/faq/${id}/`, form),
    onSettled: () => queryClient.invalidateQueries({ queryKey: FAQ }),
  });
}

/** GET backoffice/scoop-presets/ */
export const useScoopPresets = () =>
  useQuery({
    queryKey: [...PRESETS],
    queryFn: async () => backofficeScoopPresetListSchema.parse(await api.get('backoffice/scoop-presets/')),
  });

/** POST backoffice/scoop-presets/ (a draft) or PATCH …/{id}/ */
export function useSavePreset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, form }: { id: number | null; form: ScoopPresetForm }) =>
      id === null
        ? api.post<BackofficeScoopPreset>('backoffice/scoop-presets/', form)
        : api.patch<BackofficeScoopPreset>(`backoffice/scoop-presets/${id}/`, form),
    onSettled: () => queryClient.invalidateQueries({ queryKey: PRESETS }),
  });
}
