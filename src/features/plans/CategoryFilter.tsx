import { Checkbox, Fieldset, Skeleton, Stack } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { categoryLabels } from '../../../contract/index.ts';
import type { PlansActor } from './plans-actor.ts';

/** Rows held for the categories while they load (the demo catalogue's eight), so the listing below stays put. */
const PLACEHOLDER_ROWS = 8;

/** Category multi-select: each box toggles its category in the plans machine. */
export function CategoryFilter({ actor }: { actor: PlansActor }) {
  const categories = useSelector(actor, (snapshot) => snapshot.context.categories);
  const selected = useSelector(actor, (snapshot) => snapshot.context.selected);
  return (
    <Fieldset.Root>
      <Fieldset.Legend>Plan categories</Fieldset.Legend>
      <Stack gap="2" mt="2">
        {categories.length === 0 &&
          Array.from({ length: PLACEHOLDER_ROWS }, (_, row) => <Skeleton key={row} h="6" w={`${60 + ((row * 17) % 30)}%`} aria-hidden />)}
        {categories.map((category) => (
          <Checkbox.Root
            key={category}
            checked={selected.includes(category)}
            onCheckedChange={() => actor.send({ type: 'user.toggleCategory', category })}
          >
            {/* Zag syncs the native box only when its checked prop changes. Unticking the last
                category selects them all, so that box stays checked: tick its input again. */}
            <Checkbox.HiddenInput
              ref={(input) => {
                if (input) input.checked = selected.includes(category);
              }}
            />
            <Checkbox.Control />
            <Checkbox.Label>{categoryLabels[category]}</Checkbox.Label>
          </Checkbox.Root>
        ))}
      </Stack>
    </Fieldset.Root>
  );
}
