import { categoryLabels, type Category, type PlanDescription } from '../../../contract/index.ts';

/** What each category covers, leaves out and pays in an example: plain invented text. */
const categoryTexts: Record<Category, { covers: string; excludes: string; example: string }> = {
  limitedmed: {
    covers: 'fixed cash benefits for doctor visits, tests and hospital stays',
    excludes: 'Cosmetic treatment, care outside the benefit schedule and conditions treated in the 12 months before cover starts.',
    example: 'A doctor visit pays a fixed $50 benefit; a night in hospital pays $500, whatever the bill.',
  },
  medical: {
    covers: 'major medical care in a nationwide network, after the deductible',
    excludes: 'Out-of-network care except emergencies, experimental treatment and cosmetic surgery.',
    example: 'After a $2,500 deductible you pay 20% of an in-network hospital bill until the out-of-pocket limit.',
  },
  dental: {
    covers: 'cleanings, x-rays and fillings, with larger work after a waiting period',
    excludes: 'Cosmetic whitening, implants in the first year and work started before cover begins.',
    example: 'Two cleanings a year are paid in full; a filling is paid at 80% of the network fee.',
  },
  vision: {
    covers: 'a yearly eye exam and an allowance for frames, lenses or contacts',
    excludes: 'Non-prescription sunglasses, a second pair in the same year and laser surgery.',
    example: 'The exam costs a $10 copay and frames up to $150 are covered each year.',
  },
  supplemental: {
    covers: 'cash toward what your medical plan leaves you to pay',
    excludes: 'Costs your medical plan already paid and care not covered by it.',
    example: 'A $1,000 deductible left by your medical plan is paid back up to the plan limit.',
  },
  rx: {
    covers: 'discounts on generic and brand-name prescriptions at most pharmacies',
    excludes: 'Over-the-counter products and drugs your medical plan already pays for.',
    example: 'A generic prescription costing $40 at the counter costs about $12 with the card.',
  },
  lifestyle: {
    covers: 'member programmes: wellness, telehealth and everyday discounts',
    excludes: 'Insurance benefits of any kind; this is not an insurance plan.',
    example: 'A telehealth visit is free and a gym pass costs less each month.',
  },
  term_life: {
    covers: 'a death benefit for your beneficiaries while the term runs',
    excludes: 'Death by suicide in the first two years and misstatements on the application.',
    example: 'With $100,000 of cover your beneficiaries receive $100,000, free of income tax.',
  },
  di: {
    covers: 'part of your income when illness or injury keeps you from working',
    excludes: 'Pre-existing conditions in the first 12 months and self-inflicted injuries.',
    example: 'With a $3,000 monthly income the plan pays $1,800 a month after a 30-day wait.',
  },
  critical: {
    covers: 'a lump sum when you are diagnosed with a covered critical illness',
    excludes: 'Illnesses diagnosed before cover starts and those in the first 30 days.',
    example: 'A covered heart attack pays a $10,000 lump sum to spend as you choose.',
  },
  accident: {
    covers: 'cash benefits for injuries from a covered accident',
    excludes: 'Injuries from sports for pay, intoxication and intentional self-harm.',
    example: 'A broken arm pays $1,000 plus $150 for the emergency room visit.',
  },
  hospital: {
    covers: 'a daily cash benefit for each day in hospital',
    excludes: 'Stays for elective procedures and stays in the first 30 days of cover.',
    example: 'A three-night stay pays $200 a day: $600 in all.',
  },
  pet: {
    covers: 'vet bills for accidents and illnesses of your dog or cat',
    excludes: 'Routine care, breeding and conditions that began before cover.',
    example: 'A $2,000 surgery is paid back at 80% after the $250 deductible.',
  },
};

/** The plan detail texts of a plan: a per-category template with the plan's name. */
export const planDescriptionOf = (name: string, category: Category, shortText: string): PlanDescription => {
  const texts = categoryTexts[category];
  const label = categoryLabels[category];
  return {
    body_text: `${name} gives you ${texts.covers}. ${shortText}`,
    header_text: `${name}: ${label} cover`,
    blueBarText: `${label} plans from the Member Benefits Association`,
    association_text: 'Offered to members of the Member Benefits Association, a non-profit association of over 100,000 members.',
    exclusions_text_name: 'Exclusions and limitations',
    exclusions_text: texts.excludes,
    example_text_name: 'How it works',
    example_text: texts.example,
    faq_text_name: 'Frequently asked questions',
    faq_text: `When does ${name} start? On the effective date you choose at checkout. Can I cancel? Yes, at the end of any month.`,
  };
};
