"""Independent re-computation of cases.json with Python's decimal module (50 digits).

Run: python3 mfe-credit-instalments/src/server/domain/check-cases.py  (prints each case; exits 1 on a mismatch).
It shares no code with formulas.ts: the annuity P*q/(1-(1+q)^-n) is evaluated in decimal arithmetic,
rounded ROUND_HALF_UP to cents, and the last instalment takes the rounding difference (decision 0045).
"""
import json, sys, pathlib
from decimal import Decimal, getcontext, ROUND_HALF_UP

getcontext().prec = 50
cases = json.loads((pathlib.Path(__file__).parent / 'cases.json').read_text())
ok = True
for case in cases['cases']:
    i, e = case['input'], case['expected']
    P = Decimal(e['basePrice']); n = i['term']; q = Decimal(i['yearlyRateBp']) / Decimal(10000) / Decimal(12)
    A = P / n if q == 0 else P * q / (1 - (1 + q) ** (-n))
    r = lambda x: int(x.quantize(Decimal(1), rounding=ROUND_HALF_UP))
    m = r(A); interest = r(A * n) - int(P)
    pause = r(P * Decimal(i['pauseSurchargeBp']) / Decimal(10000))
    extra = pause if i['paymentPause'] else 0
    got = {
        'basePrice': int(P), 'monthlyInstallment': m, 'installmentSurcharge': interest,
        'firstInstallment': m + extra, 'lastInstallment': int(P) + interest - (n - 1) * m,
        'overallPrice': int(P) + interest + extra, 'paymentPauseSurcharge': pause,
    }
    same = all(got[k] == e[k] for k in got)
    ok &= same
    print(('ok   ' if same else 'FAIL ') + case['name'], got)
sys.exit(0 if ok else 1)
