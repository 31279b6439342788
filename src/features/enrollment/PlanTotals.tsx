import { Table, Text } from '@chakra-ui/react';
import { coverageAmountLabel, type ReceiptPlan } from '../../../contract/index.ts';
import { money } from '../../ui/money.ts';

/**
 * The plans with their chosen coverage and monthly price, then the First Month Total Cost and the
 * Recurring Monthly Cost: prices in a right-aligned column (Review's summary and the receipt).
 */
export function PlanTotals({
  label,
  plans,
  initialMonthCost,
  recurringMonthCost,
}: {
  label: string;
  plans: readonly ReceiptPlan[];
  initialMonthCost: number;
  recurringMonthCost: number;
}) {
  return (
    <Table.Root aria-label={label} size="sm">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>Plan</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">Monthly price</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {plans.map((plan) => (
          <Table.Row key={plan.plan_name}>
            <Table.Cell>
              <Text>{plan.plan_name}</Text>
              {plan.coverage_amount !== null && (
                <Text textStyle="sm" color="fg.muted">
                  {coverageAmountLabel(plan.coverage_amount)}
                </Text>
              )}
            </Table.Cell>
            <Table.Cell textAlign="end" verticalAlign="top" fontVariantNumeric="tabular-nums">
              {money.format(plan.price)}
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
      <Table.Footer>
        <Table.Row>
          <Table.Cell fontWeight="semibold">First Month Total Cost</Table.Cell>
          <Table.Cell textAlign="end" fontWeight="semibold" fontVariantNumeric="tabular-nums">
            {money.format(initialMonthCost)}
          </Table.Cell>
        </Table.Row>
        <Table.Row>
          <Table.Cell fontWeight="semibold">Recurring Monthly Cost</Table.Cell>
          <Table.Cell textAlign="end" fontWeight="semibold" fontVariantNumeric="tabular-nums">
            {money.format(recurringMonthCost)}
          </Table.Cell>
        </Table.Row>
      </Table.Footer>
    </Table.Root>
  );
}
