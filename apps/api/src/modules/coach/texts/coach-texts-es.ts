import type { CoachTexts, Fmt } from './coach-texts';
import { effortWords, isEffortRecord } from './effort-words';

const signed = (n: Fmt, kg: number) => `${kg < 0 ? '−' : '+'}${n(Math.abs(kg))} kg`;
const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export const esTexts: CoachTexts = {
  readiness: (n, energy, day) =>
    day
      ? `Preparación ${n(energy)}/100 (registro del ${day}).`
      : `Aún no hay registro, así que la preparación cuenta como ${n(energy)}/100.`,
  readinessAnswers: (sleep, soreness, stress) =>
    `Sueño ${sleep ?? '–'}/5, agujetas ${soreness ?? '–'}/5, estrés ${stress ?? '–'}/5.`,
  load: (n, l) =>
    `Esta semana: ${n(l.sessionsThisWeek)} sesiones, ${n(l.setsThisWeek)} series efectivas, ${n(l.volumeKgThisWeek)} kg levantados. ` +
    `Tu semana habitual: ${n(l.usualSessions)} sesiones, ${n(l.usualSets)} series, ${n(l.usualVolumeKg)} kg.`,
  noTraining: 'No hay entrenamientos registrados en las últimas 8 semanas.',
  trainMuscle: (n, muscle, thisWeek, usual) =>
    `Entrena ${muscle} hoy: ${n(thisWeek)} series esta semana frente a tus ${n(usual)} habituales.`,
  trainLow: (n, energy) =>
    `La preparación de ${n(energy)}/100 es baja: descansa o entrena suave (alrededor del 90 % de tus pesos habituales) lejos del fallo.`,
  trainStart:
    'Empieza con una sesión de cuerpo completo: un empuje, un tirón y un ejercicio de pierna, 3 series de cada uno.',
  nextWeightsTitle: 'Próximos pesos según el motor de sugerencias:',
  nextWeight: (n, name, kg, reps, lastKg, lastReps) =>
    `${name}: ${n(kg)} kg × ${n(reps)} (la última vez ${n(lastKg)} kg × ${n(lastReps)}).`,
  reason: (n, r) => {
    switch (r.code) {
      case 'no_previous_set':
        return `Sin serie anterior: empieza con ${n(r.params.weightKg)} kg × ${n(r.params.reps)}.`;
      case 'reps_added':
        return `Mismo peso, +${n(r.params.addedReps)} repeticiones (rango ${r.params.min}-${r.params.max}).`;
      case 'reps_kept':
        return `Mismo peso y repeticiones (rango ${r.params.min}-${r.params.max}).`;
      case 'range_top_reached':
        return `Alcanzaste el tope de ${r.params.min}-${r.params.max} repeticiones: ${signed(n, r.params.addedKg)}, vuelta a ${r.params.min}.`;
      case 'readiness_adjusted':
        return `Preparación ${n(r.params.energy)} (×${r.params.multiplier}): ${n(r.params.fromKg)} kg pasan a ${n(r.params.toKg)} kg.`;
      case 'readiness_goal_step':
        return `Preparación ${n(r.params.energy)} con objetivo de peso: ${signed(n, r.params.deltaKg)}.`;
      case 'clamped_to_zero':
        return 'El peso no puede bajar de 0 kg.';
      case 'rounded_to_loadable':
        return `${n(r.params.fromKg)} kg redondeados a ${n(r.params.toKg)} kg que se pueden cargar.`;
    }
  },
  stalled: (n, l) =>
    `${l.exerciseName} no ha mejorado en sus últimas ${l.sessions} sesiones: mejor 1RM estimado ${n(l.recentBestKg)} kg frente a ${n(l.bestBeforeKg)} kg antes.`,
  remedies:
    'Remedios habituales: una semana más ligera al 90 % del peso, otro rango de repeticiones (6-8 en vez de 8-12, o al revés), una variante cercana durante 3-4 semanas, y dormir y comer lo suficiente.',
  notStalled: (judged) =>
    `Ninguno de tus ${judged} ejercicios con 4 o más sesiones se ha estancado: todos subieron su 1RM estimado en las últimas 3 sesiones.`,
  tooFewSessions:
    'Ningún ejercicio tiene aún 4 sesiones en las últimas 8 semanas: un estancamiento se ve tras 4 sesiones del mismo ejercicio.',
  musclesTitle: 'Series efectivas por músculo esta semana (tu semana habitual entre paréntesis):',
  muscle: (n, muscle, thisWeek, usual) => `${muscle}: ${n(thisWeek)} (${n(usual)})`,
  noMuscles: 'No hay series efectivas esta semana ni en las 4 anteriores.',
  recordsTitle: (count) => `${plural(count, 'récord personal', 'récords personales')} en los últimos 30 días:`,
  record: (n, r) =>
    isEffortRecord(r)
      ? `${r.exerciseName}: ${effortWords(n, r, 'en')} el ${r.day}`
      : `${r.exerciseName}: ${n(r.weightKg!)} kg × ${n(r.reps!)} (1RM estimado ${n(r.oneRepMaxKg ?? 0)} kg) el ${r.day}`,
  noRecords: 'Ningún récord personal en los últimos 30 días.',
  streak: (s) =>
    `Llevas ${plural(s.weeks, 'semana', 'semanas')} seguidas y ${plural(s.days, 'día', 'días')} seguidos entrenando` +
    (s.daysSinceLastWorkout === null
      ? '.'
      : `; tu último entrenamiento fue hace ${plural(s.daysSinceLastWorkout, 'día', 'días')}.`),
  noStreak: 'Aún no hay entrenamientos registrados, así que no hay racha.',
  mood: (n, mood, energy, entries) =>
    `Diario, últimos 7 días: ánimo ${n(mood)}/5${energy === null ? '' : `, energía ${n(energy)}/5`} en ${plural(entries, 'entrada', 'entradas')}.`,
  noJournal: 'No hay entradas del diario en los últimos 7 días.',
  warmupTitle: (n, name, topKg) => `Calentamiento de ${name} antes de ${n(topKg)} kg:`,
  warmupStep: (n, s) => `${n(s.weightKg)} kg × ${s.reps}, descanso ${s.rest_sec} s`,
  noWarmup:
    'Aún no hay ningún ejercicio registrado para planificar un calentamiento: registra una serie y vuelve a preguntar.',
  recovered: (n, e) => `Pareces recuperado: preparación ${n(e)}/100.`,
  partlyRecovered: (n, e) =>
    `Recuperado a medias: preparación ${n(e)}/100. Entrena, pero deja una o dos repeticiones en reserva.`,
  notRecovered: (n, e) =>
    `Aún no estás recuperado: preparación ${n(e)}/100. Mejor un día de descanso o una sesión suave.`,
  sessionsLast7: (n, sessions, usual) =>
    `${n(sessions)} sesiones en los últimos 7 días; tu semana habitual tiene ${n(usual)}.`,
  unknown:
    'Eso queda fuera de lo que sé. Solo respondo con tus propios datos de entrenamiento: preparación y carga, series por músculo, ejercicios estancados, próximos pesos, récords, rachas y el ánimo y la energía de tu diario. Prueba una de las preguntas rápidas.',
  fallback: {
    provider_failed: 'El modelo de lenguaje no pudo responder, así que responde el entrenador integrado.',
    daily_limit:
      'Has llegado al límite diario de respuestas del modelo de lenguaje, así que responde el entrenador integrado.',
  },
};
