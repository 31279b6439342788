import { Button, IconButton, Image, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { coverageAmountLabel } from '../../../contract/index.ts';
import { Icon } from '../../ui/icons.tsx';
import { type CartActor } from './cart-actor.ts';
import { money } from '../../ui/money.ts';

/** The cart's lines: logo, name (opens the plan-detail modal) and chosen coverage, price, trash only for removable lines. */
export function CartLines({ actor }: { actor: CartActor }) {
  const lines = useSelector(actor, (snapshot) => snapshot.context.lines);
  const idle = useSelector(actor, (snapshot) => snapshot.matches({ ready: 'idle' }));
  return (
    // on a phone: smaller cells, names that wrap, so the table fits its column
    <Table.Root aria-label="Plans in your cart" size={{ base: 'sm', md: 'md' }}>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>Plan</Table.ColumnHeader>
          <Table.ColumnHeader>Name</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">Price</Table.ColumnHeader>
          <Table.ColumnHeader>
            <VisuallyHidden>Remove</VisuallyHidden>
          </Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {lines.map((line) => (
          <Table.Row key={`${line.plan_id}-${line.plan_pricing_id}`}>
            <Table.Cell>
              {/* a fixed box the logo fits inside, whatever the column's width */}
              <Image src={line.plan_logo} alt={`${line.plan_name} logo`} boxSize={{ base: '10', md: '12' }} minW={{ base: '10', md: '12' }} objectFit="contain" borderRadius="l2" />
            </Table.Cell>
            <Table.Cell>
              <Button variant="plain" colorPalette="brand" color="brand.fg" px="0" h="auto" minH="10" whiteSpace="normal" textAlign="start" textDecoration="underline" disabled={!idle} onClick={() => actor.send({ type: 'user.viewPlan', planId: line.plan_id })}>
                {line.plan_name}
              </Button>
              {line.coverage_amount !== null && <Text textStyle="sm">{coverageAmountLabel(line.coverage_amount)}</Text>}
            </Table.Cell>
            <Table.Cell textAlign="end" whiteSpace="nowrap">
              {money.format(line.price)}
            </Table.Cell>
            <Table.Cell textAlign="end">
              {line.removable === 1 && (
                <IconButton aria-label={`Remove ${line.plan_name}`} variant="ghost" colorPalette="red" disabled={!idle} onClick={() => actor.send({ type: 'user.askRemove', planId: line.plan_id })}>
                  <Icon name="trash" />
                </IconButton>
              )}
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}
