import { planDifference } from '../components/plan-to-date-cell';

test('says how far logged hours are from the plan so far', () => {
  expect(planDifference(20, 7)).toBe('13 h behind the plan');
  expect(planDifference(8, 8)).toBe('on plan');
  expect(planDifference(2, 9.5)).toBe('7.5 h over the plan');
  expect(planDifference(0.3, 0.1)).toBe('0.2 h behind the plan');
});
