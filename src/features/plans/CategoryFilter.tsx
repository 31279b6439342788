import { Checkbox, Fieldset, Stack } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { categoryLabels } from '../../../contract/index.ts';
import type { PlansActor } from './plans-actor.ts';

/** Category multi-select: each box toggles its category in the plans machine. */
export function CategoryFilter({ actor }: { actor: PlansActor }) {
  const categories = useSelector(actor, (snapshot) => snapshot.context.categories);
  const selected = useSelector(actor, (snapshot) => snapshot.context.selected);
  return (
    <Fieldset.Root>
      <Fieldset.Legend>Plan categories</Fieldset.Legend>
      <Stack gap="2" mt="2">
        {categories.map((category) => (
          <Checkbox.Root
            key={category}
            checked={selected.includes(category)}
            onCheckedChange={() => actor.send({ type: 'user.toggleCategory', category })}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{categoryLabels[category]}</Checkbox.Label>
          </Checkbox.Root>
        ))}
      </Stack>
    </Fieldset.Root>
  );
}
