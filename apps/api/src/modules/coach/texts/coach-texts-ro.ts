import type { CoachTexts, Fmt } from './coach-texts';
import { effortWords, isEffortRecord } from './effort-words';

const signed = (n: Fmt, kg: number) => `${kg < 0 ? '−' : '+'}${n(Math.abs(kg))} kg`;
const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export const roTexts: CoachTexts = {
  readiness: (n, energy, day) =>
    day
      ? `Pregătire ${n(energy)}/100 (evaluarea din ${day}).`
      : `Încă nu ai o evaluare, așa că pregătirea contează ca ${n(energy)}/100.`,
  readinessAnswers: (sleep, soreness, stress) =>
    `Somn ${sleep ?? '–'}/5, febră musculară ${soreness ?? '–'}/5, stres ${stress ?? '–'}/5.`,
  load: (n, l) =>
    `Săptămâna aceasta: ${n(l.sessionsThisWeek)} antrenamente, ${n(l.setsThisWeek)} serii de lucru, ${n(l.volumeKgThisWeek)} kg ridicate. ` +
    `Săptămâna ta obișnuită: ${n(l.usualSessions)} antrenamente, ${n(l.usualSets)} serii, ${n(l.usualVolumeKg)} kg.`,
  noTraining: 'Niciun antrenament înregistrat în ultimele 8 săptămâni.',
  trainMuscle: (n, muscle, thisWeek, usual) =>
    `Antrenează azi ${muscle}: ${n(thisWeek)} serii săptămâna aceasta față de ${n(usual)} de obicei.`,
  trainLow: (n, energy) =>
    `Pregătirea de ${n(energy)}/100 este scăzută: odihnește-te sau antrenează-te ușor (cam 90% din greutățile obișnuite), departe de eșec.`,
  trainStart:
    'Începe cu un antrenament pentru tot corpul: o împingere, o tracțiune și un exercițiu de picioare, câte 3 serii.',
  nextWeightsTitle: 'Greutățile următoare, după motorul de sugestii:',
  nextWeight: (n, name, kg, reps, lastKg, lastReps) =>
    `${name}: ${n(kg)} kg × ${n(reps)} (ultima dată ${n(lastKg)} kg × ${n(lastReps)}).`,
  reason: (n, r) => {
    switch (r.code) {
      case 'no_previous_set':
        return `Nicio serie anterioară: începe cu ${n(r.params.weightKg)} kg × ${n(r.params.reps)}.`;
      case 'reps_added':
        return `Aceeași greutate, +${n(r.params.addedReps)} repetări (interval ${r.params.min}-${r.params.max}).`;
      case 'reps_kept':
        return `Aceeași greutate și aceleași repetări (interval ${r.params.min}-${r.params.max}).`;
      case 'range_top_reached':
        return `Ai atins capătul intervalului ${r.params.min}-${r.params.max}: ${signed(n, r.params.addedKg)}, înapoi la ${r.params.min} repetări.`;
      case 'readiness_adjusted':
        return `Pregătire ${n(r.params.energy)} (×${r.params.multiplier}): ${n(r.params.fromKg)} kg devin ${n(r.params.toKg)} kg.`;
      case 'readiness_goal_step':
        return `Pregătire ${n(r.params.energy)} cu obiectiv de greutate: ${signed(n, r.params.deltaKg)}.`;
      case 'clamped_to_zero':
        return 'Greutatea nu poate scădea sub 0 kg.';
      case 'rounded_to_loadable':
        return `${n(r.params.fromKg)} kg rotunjite la ${n(r.params.toKg)} kg care se pot încărca.`;
    }
  },
  stalled: (n, l) =>
    `${l.exerciseName} nu a mai progresat în ultimele ${l.sessions} antrenamente: cel mai bun 1RM estimat ${n(l.recentBestKg)} kg față de ${n(l.bestBeforeKg)} kg înainte.`,
  remedies:
    'Remedii obișnuite: o săptămână mai ușoară la 90% din greutate, alt interval de repetări (6-8 în loc de 8-12 sau invers), o variantă apropiată timp de 3-4 săptămâni, plus somn și mâncare suficiente.',
  notStalled: (judged) =>
    `Niciunul dintre cele ${judged} exerciții cu 4 sau mai multe antrenamente nu a stagnat: fiecare și-a crescut 1RM-ul estimat în ultimele 3.`,
  tooFewSessions:
    'Niciun exercițiu nu are încă 4 antrenamente în ultimele 8 săptămâni: stagnarea se vede după 4 antrenamente cu același exercițiu.',
  musclesTitle: 'Serii de lucru pe mușchi săptămâna aceasta (săptămâna obișnuită în paranteză):',
  muscle: (n, muscle, thisWeek, usual) => `${muscle}: ${n(thisWeek)} (${n(usual)})`,
  noMuscles: 'Nicio serie de lucru săptămâna aceasta sau în cele 4 dinainte.',
  recordsTitle: (count) => `${plural(count, 'record personal', 'recorduri personale')} în ultimele 30 de zile:`,
  record: (n, r) =>
    isEffortRecord(r)
      ? `${r.exerciseName}: ${effortWords(n, r, 'în')} pe ${r.day}`
      : `${r.exerciseName}: ${n(r.weightKg!)} kg × ${n(r.reps!)} (1RM estimat ${n(r.oneRepMaxKg ?? 0)} kg) pe ${r.day}`,
  noRecords: 'Niciun record personal în ultimele 30 de zile.',
  streak: (s) =>
    `Te-ai antrenat ${plural(s.weeks, 'săptămână', 'săptămâni')} la rând și ${plural(s.days, 'zi', 'zile')} la rând` +
    (s.daysSinceLastWorkout === null
      ? '.'
      : `; ultimul antrenament a fost acum ${plural(s.daysSinceLastWorkout, 'zi', 'zile')}.`),
  noStreak: 'Încă niciun antrenament înregistrat, deci nicio serie de zile.',
  mood: (n, mood, energy, entries) =>
    `Jurnal, ultimele 7 zile: dispoziție ${n(mood)}/5${energy === null ? '' : `, energie ${n(energy)}/5`} din ${plural(entries, 'însemnare', 'însemnări')}.`,
  noJournal: 'Nicio însemnare în jurnal în ultimele 7 zile.',
  warmupTitle: (n, name, topKg) => `Încălzire pentru ${name} înainte de ${n(topKg)} kg:`,
  warmupStep: (n, s) => `${n(s.weightKg)} kg × ${s.reps}, pauză ${s.rest_sec} s`,
  noWarmup:
    'Încă niciun exercițiu înregistrat pentru care să planific încălzirea: înregistrează o serie și întreabă din nou.',
  recovered: (n, e) => `Pari refăcut: pregătire ${n(e)}/100.`,
  partlyRecovered: (n, e) =>
    `Parțial refăcut: pregătire ${n(e)}/100. Antrenează-te, dar păstrează una-două repetări în rezervă.`,
  notRecovered: (n, e) =>
    `Încă nu ești refăcut: pregătire ${n(e)}/100. Mai potrivită e o zi de odihnă sau un antrenament ușor.`,
  sessionsLast7: (n, sessions, usual) =>
    `${n(sessions)} antrenamente în ultimele 7 zile; săptămâna ta obișnuită are ${n(usual)}.`,
  unknown:
    'Asta e în afara a ceea ce știu. Răspund doar din datele tale de antrenament: pregătire și încărcare, serii pe mușchi, exerciții stagnate, greutățile următoare, recorduri, serii de zile și dispoziția și energia din jurnal. Încearcă una dintre întrebările rapide.',
  fallback: {
    provider_failed: 'Modelul de limbaj nu a putut răspunde, așa că răspunde antrenorul integrat.',
    daily_limit: 'Ai atins limita zilnică de răspunsuri ale modelului de limbaj, așa că răspunde antrenorul integrat.',
  },
};
