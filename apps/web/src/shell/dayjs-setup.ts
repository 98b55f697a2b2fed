import dayjs from 'dayjs';
import 'dayjs/locale/ko';

// Dates in Korean (month and weekday names, weeks from Sunday) for the date pickers and every
// dayjs format of the logged-in screens. Imported by the shell, so the login pages skip it.
dayjs.locale('ko');
