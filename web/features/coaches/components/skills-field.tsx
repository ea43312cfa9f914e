import { useLingui } from '@lingui/react/macro';
import { Controller, useFormContext } from 'react-hook-form';
import { FieldErrorMessage, useFieldErrorText } from '@/components/form/field';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { ratingLabels } from '../labels';
import type { CoachProfileValues } from '../profile-values';

const ratings = [0, 1, 2, 3, 4, 5] as const;

/** One select per skill of the master data (0 = not given); the form keeps only rated skills. */
export function SkillsField({ skills }: { skills: readonly { id: number; name: string }[] }) {
  const { i18n } = useLingui();
  const { control, formState } = useFormContext<CoachProfileValues>();
  const error = useFieldErrorText(formState.errors.skills?.root ?? formState.errors.skills?.[0]?.rating);
  return (
    <Controller
      control={control}
      name="skills"
      render={({ field }) => {
        const current = field.value ?? [];
        const rating = (skillId: number) => current.find((item) => item.skill_id === skillId)?.rating ?? 0;
        const setRating = (skillId: number, value: number) =>
          field.onChange([
            ...current.filter((item) => item.skill_id !== skillId),
            ...(value > 0 ? [{ skill_id: skillId, rating: value }] : []),
          ]);
        return (
          <div className="grid gap-3 sm:col-span-2 sm:grid-cols-2">
            {skills.map((skill) => (
              <div key={skill.id} className="grid gap-1.5">
                <Label htmlFor={`skill-${skill.id}`}>{skill.name}</Label>
                <NativeSelect
                  id={`skill-${skill.id}`}
                  value={rating(skill.id)}
                  onChange={(event) => setRating(skill.id, Number(event.target.value))}
                >
                  {ratings.map((value) => (
                    <option key={value} value={value}>
                      {i18n._(ratingLabels[value])}
                    </option>
                  ))}
                </NativeSelect>
              </div>
            ))}
            <FieldErrorMessage id="skills-error">{error}</FieldErrorMessage>
          </div>
        );
      }}
    />
  );
}
