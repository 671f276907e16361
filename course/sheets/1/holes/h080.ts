import type { HoleSpec } from '../../../schema';

export const hole: HoleSpec = {
  id: 80,
  title: 'Pretty-Printing the Lisp Config',
  category: 'text_formatting',
  difficulty: 10,
  variations: {
    A: {
      description:
        'The deploy tool is configured in S-expressions, and the file in the repo is one 4000-character line that nobody can review at 3 a.m. ' +
        'The flat form of an atom is the atom itself, and of a list it is ( followed by the flat forms of its elements joined by single spaces, then ). ' +
        'To print an expression e starting at column c (the number of characters already on the current line) when t closing parentheses will follow it on that line: if e is an atom or the empty list, or if c + (length of its flat form) + t <= W, print its flat form. ' +
        'Otherwise e is a list (x1 x2 ... xk): print (, then x1 starting at column c + 1, then each of x2 ... xk on a new line indented by c + 2 spaces, and finally ) right after the last element; every element is printed by the same rule with t = 0, except the last one, which gets t + 1. ' +
        'The whole expression is printed starting at column 0 with t = 0.',
      human: {
        input_format: 'The first line holds the width W (10 <= W <= 100). The rest of the input (at most 5000 characters) holds exactly one S-expression, possibly spread over several lines. An atom is a maximal run of 1 to 30 characters other than whitespace and parentheses; a list is ( followed by zero or more S-expressions and then ). Elements are separated by whitespace (any amount, line breaks included), which is optional next to parentheses. Lists are nested at most 30 deep. The emptiest input is the empty list (), which prints ().',
        output_format: 'The pretty-printed expression; leading spaces matter.',
        examples: { input: '20\n(define (fact n) (if (= n 0) 1 (* n (fact (- n 1)))))\n', output: '(define\n  (fact n)\n  (if\n    (= n 0)\n    1\n    (*\n      n\n      (fact\n        (- n 1)))))\n' },
      },
      hints: ['Stacked closing parentheses count against the width of the line they end up on.', 'An atom that is too long is printed anyway.'],
      par: 825,
      cases: [
        { tag: 'empty', input: '10\n()\n', output: '()\n' },
        { tag: 'minimum', input: '10\nx\n', output: 'x\n' },
        { tag: 'typical', input: '20\n(define (fact n) (if (= n 0) 1 (* n (fact (- n 1)))))\n', output: '(define\n  (fact n)\n  (if\n    (= n 0)\n    1\n    (*\n      n\n      (fact\n        (- n 1)))))\n' },
        { tag: 'typical', input: '40\n' +
          '(service api (replicas 3) (retry (backoff exp) (max-attempts 5)) (alert (when (> error-rate 0.05)) (page-oncall p1)))\n', output: '(service\n  api\n  (replicas 3)\n  (retry (backoff exp) (max-attempts 5))\n  (alert\n' +
          '    (when (> error-rate 0.05))\n    (page-oncall p1)))\n' },
        { tag: 'tricky', input: '10\n(retry-policy-for-the-payment-gateway x)\n', output: '(retry-policy-for-the-payment-gateway\n  x)\n' },
        { tag: 'tricky', input: '12\n((((((abc))))))\n', output: '((((((abc))))))\n' },
        { tag: 'tricky', input: '15\n(  a(b   c)\n   (d)e\n()  )\n', output: '(a\n  (b c)\n  (d)\n  e\n  ())\n' },
        { tag: 'tricky', input: '30\n' +
          '(service api (replicas 3) (retry (backoff exp) (max-attempts 5)) (alert (when (> error-rate 0.05)) (page-oncall p1)))\n', output: '(service\n  api\n  (replicas 3)\n  (retry\n    (backoff exp)\n    (max-attempts 5))\n  (alert\n' +
          '    (when (> error-rate 0.05))\n    (page-oncall p1)))\n' },
        { tag: 'typical', input: '60\n(config\n  ()\n  ((())\n    3\n    api\n    (retry (nil (coffee) coffee) > exp)\n' +
          '    (replicas (()) 5 db.replica p1))\n' +
          '  (() ((() (api) max-attempts) 3 ((nil error-rate ((api > service db.replica)\n' +
          '            >)) when deploy-freeze)) when (coffee (coffee\n        >) (or not ())) db.primary)\n' +
          '  (not () (p1 nil (() timeout:30s max-attempts (retry) when) (())) () and)\n  ((not\n' +
          '      max-attempts\n      exp\n      5) not (alert) ((p2 not timeout:30s)\n' +
          '      ((> 0.05 max-attempts when)\n        friday\n        service)\n      ()))\n  ()\n' +
          '  ((((severity ((when severity or))) db.primary ((coffee coffee 3 db.replica retry)\n          (())\n' +
          '          ()) max-attempts coffee)\n      error-rate\n      backoff\n' +
          '      >) (5 not service replicas ((coffee backoff max-attempts deploy-freeze when) (p1 error-rate) (> when retry (backoff max-attempts deploy-freeze)) deploy-freeze db.primary)) 3 (severity\n' +
          '      (api\n        service\n        db.replica)\n      (() (api p1 ()) retry backoff)\n      not\n' +
          '      (alert)) (nil () when timeout:30s ((()) deploy-freeze replicas))))\n', output: '(config\n  ()\n  ((())\n    3\n    api\n    (retry (nil (coffee) coffee) > exp)\n' +
          '    (replicas (()) 5 db.replica p1))\n  (()\n    ((() (api) max-attempts)\n      3\n' +
          '      ((nil error-rate ((api > service db.replica) >))\n        when\n        deploy-freeze))\n' +
          '    when\n    (coffee (coffee >) (or not ()))\n    db.primary)\n  (not\n    ()\n' +
          '    (p1 nil (() timeout:30s max-attempts (retry) when) (()))\n    ()\n    and)\n' +
          '  ((not max-attempts exp 5)\n    not\n    (alert)\n    ((p2 not timeout:30s)\n' +
          '      ((> 0.05 max-attempts when) friday service)\n      ()))\n  ()\n' +
          '  ((((severity ((when severity or)))\n      db.primary\n' +
          '      ((coffee coffee 3 db.replica retry) (()) ())\n      max-attempts\n      coffee)\n     error-rate\n' +
          '     backoff\n     >)\n    (5\n      not\n      service\n      replicas\n' +
          '      ((coffee backoff max-attempts deploy-freeze when)\n        (p1 error-rate)\n' +
          '        (> when retry (backoff max-attempts deploy-freeze))\n        deploy-freeze\n' +
          '        db.primary))\n    3\n    (severity\n      (api service db.replica)\n' +
          '      (() (api p1 ()) retry backoff)\n      not\n      (alert))\n    (nil\n      ()\n      when\n' +
          '      timeout:30s\n      ((()) deploy-freeze replicas))))\n' },
        { tag: 'maximum', input: '100\n(config\n  severity\n  when\n  and\n  deploy-freeze\n' +
          '  ((((p2 coffee) () page-oncall friday) friday or (p1)) error-rate 0.05 ())\n' +
          '  (when (db.replica (db.primary\n        ((p1 error-rate page-oncall retry) deploy-freeze () or)\n' +
          '        (db.primary backoff ((api service deploy-freeze) (db.replica\n              3\n' +
          '              nil\n' +
          '              backoff) when service (when exp)))) ()) severity ((and p1) 3 friday timeout:30s (backoff (exp replicas ((service or page-oncall p2))) (((exp error-rate coffee and and) exp page-oncall)) (not) error-rate)))\n' +
          '  ((nil) ((alert 5)\n      (p2\n        backoff\n        page-oncall\n        (db.replica)\n' +
          '        replicas)\n      backoff\n      (backoff friday)))\n  (db.primary\n    (alert)\n' +
          '    ((5 (db.primary db.replica (>))) (or (friday max-attempts) (exp when) ((api friday friday service) coffee (max-attempts)) 3) (page-oncall (nil or) (when\n' +
          '          service\n          ()\n          5\n          or) alert (severity p2)) replicas))\n' +
          '  (p1 (timeout:30s\n      (5 error-rate)) timeout:30s page-oncall)\n' +
          '  (((5 (0.05 timeout:30s (exp p2 5 p1) replicas) page-oncall not) coffee (nil (coffee not page-oncall) (nil max-attempts service ((nil)) and)) db.primary deploy-freeze) p2 (db.replica (when severity (retry db.primary severity) replicas) coffee) (and\n' +
          '      ((nil replicas) not retry page-oncall ())) retry)\n  (api service ((exp) (page-oncall\n' +
          '        deploy-freeze\n' +
          '        (3 (3 severity db.replica max-attempts backoff) exp)) ((db.replica error-rate 3))))\n  0.05\n' +
          '  page-oncall\n' +
          '  (((backoff deploy-freeze severity ((timeout:30s) (when (coffee) service api) severity)) ((((nil nil replicas)))\n' +
          '        db.replica\n        0.05\n        ((p1 coffee service)\n' +
          '          (db.primary exp (deploy-freeze) not)\n          5))) ((page-oncall error-rate severity (p2\n' +
          '          5\n          or\n          error-rate)) 5 p1) severity (3 exp (3 deploy-freeze) service))\n' +
          '  db.primary\n  ((timeout:30s))\n' +
          '  (timeout:30s ((exp) (error-rate (replicas not coffee exp) () (friday)) (not\n        service\n' +
          '        (((friday\n              max-attempts)\n            severity\n            p1) (page-oncall\n' +
          '            0.05\n            and))) (((not (p1 not) deploy-freeze)\n          0.05\n' +
          '          (db.primary or friday (service not when deploy-freeze retry) deploy-freeze)) (p1 ((deploy-freeze coffee 3 max-attempts when) (service exp friday db.primary) (exp deploy-freeze) api) nil (not db.replica) ()) 0.05 5 ((page-oncall)\n' +
          '          ((error-rate\n              when\n              timeout:30s\n              db.primary\n' +
          '              exp)))) (friday (db.primary (5 severity 3 (and db.primary) (nil\n              0.05\n' +
          '              db.primary)) severity) (>) 3 (db.replica 3))))\n  ((> deploy-freeze and friday)\n' +
          '    (p2)\n    timeout:30s)\n  (db.replica severity coffee (max-attempts ((>\n' +
          '          page-oncall) (deploy-freeze\n' +
          '          (() and (when or friday max-attempts when) (timeout:30s when backoff) db.primary)\n' +
          '          3\n          ((retry\n              nil\n              alert\n' +
          '              0.05) exp deploy-freeze p2)) deploy-freeze (((when when error-rate deploy-freeze nil) p1 0.05 (coffee))\n' +
          '          (timeout:30s (p2) retry severity (backoff coffee))\n          not\n' +
          '          p2) timeout:30s)))\n  ()\n  (>)\n' +
          '  (p2 () (severity 5 backoff alert (max-attempts retry (retry (nil nil nil) (backoff > (max-attempts) db.primary)) db.primary when)) nil backoff)\n' +
          '  nil\n  (or or severity severity)\n  retry\n  (((((3 api error-rate)\n          (page-oncall\n' +
          '            p2\n            or)\n          5\n' +
          '          deploy-freeze) max-attempts (when (db.replica db.replica (deploy-freeze) replicas page-oncall) (coffee api error-rate coffee) backoff))))\n' +
          '  (nil p1 service)\n' +
          '  ((when ((nil ((friday replicas 0.05 db.primary 3) deploy-freeze) replicas)) (coffee severity > 3 0.05) (timeout:30s (5 (page-oncall) (p2 and page-oncall 3 timeout:30s) retry (> ()))) 0.05))\n' +
          '  (service ((not) nil) 0.05 (coffee\n      severity\n      not\n      page-oncall\n      coffee) (((nil\n' +
          '          exp\n          not))\n      ((or\n          ((when not deploy-freeze p1) severity)\n' +
          '          (exp (when) 5)\n          0.05) replicas)\n      p2))\n' +
          '  (p2 (timeout:30s deploy-freeze 0.05 ((0.05 replicas retry backoff friday) (nil\n' +
          '          error-rate\n          max-attempts) (replicas) coffee) retry))\n' +
          '  (((error-rate () >) p1 (db.replica\n        (error-rate (and p1 backoff backoff))\n' +
          '        or) (replicas friday)) () backoff (alert\n      ((exp\n          p2\n          service\n' +
          '          exp) when ((coffee api 0.05 (>\n              3\n              exp\n              api\n' +
          '              or)) (friday\n            p1\n            exp\n            timeout:30s\n' +
          '            api) 0.05 3))\n      3\n' +
          '      alert) (severity p2 ((not deploy-freeze)) coffee (retry or ((3 0.05) replicas api)))))\n', output: '(config\n  severity\n  when\n  and\n  deploy-freeze\n' +
          '  ((((p2 coffee) () page-oncall friday) friday or (p1)) error-rate 0.05 ())\n  (when\n    (db.replica\n' +
          '      (db.primary\n        ((p1 error-rate page-oncall retry) deploy-freeze () or)\n' +
          '        (db.primary\n          backoff\n' +
          '          ((api service deploy-freeze) (db.replica 3 nil backoff) when service (when exp))))\n' +
          '      ())\n    severity\n    ((and p1)\n      3\n      friday\n      timeout:30s\n      (backoff\n' +
          '        (exp replicas ((service or page-oncall p2)))\n' +
          '        (((exp error-rate coffee and and) exp page-oncall))\n        (not)\n        error-rate)))\n' +
          '  ((nil) ((alert 5) (p2 backoff page-oncall (db.replica) replicas) backoff (backoff friday)))\n' +
          '  (db.primary\n    (alert)\n    ((5 (db.primary db.replica (>)))\n' +
          '      (or (friday max-attempts) (exp when) ((api friday friday service) coffee (max-attempts)) 3)\n' +
          '      (page-oncall (nil or) (when service () 5 or) alert (severity p2))\n      replicas))\n' +
          '  (p1 (timeout:30s (5 error-rate)) timeout:30s page-oncall)\n' +
          '  (((5 (0.05 timeout:30s (exp p2 5 p1) replicas) page-oncall not)\n     coffee\n' +
          '     (nil (coffee not page-oncall) (nil max-attempts service ((nil)) and))\n     db.primary\n' +
          '     deploy-freeze)\n    p2\n' +
          '    (db.replica (when severity (retry db.primary severity) replicas) coffee)\n' +
          '    (and ((nil replicas) not retry page-oncall ()))\n    retry)\n  (api\n    service\n    ((exp)\n' +
          '      (page-oncall deploy-freeze (3 (3 severity db.replica max-attempts backoff) exp))\n' +
          '      ((db.replica error-rate 3))))\n  0.05\n  page-oncall\n' +
          '  (((backoff deploy-freeze severity ((timeout:30s) (when (coffee) service api) severity))\n' +
          '     ((((nil nil replicas)))\n       db.replica\n       0.05\n' +
          '       ((p1 coffee service) (db.primary exp (deploy-freeze) not) 5)))\n' +
          '    ((page-oncall error-rate severity (p2 5 or error-rate)) 5 p1)\n    severity\n' +
          '    (3 exp (3 deploy-freeze) service))\n  db.primary\n  ((timeout:30s))\n  (timeout:30s\n    ((exp)\n' +
          '      (error-rate (replicas not coffee exp) () (friday))\n' +
          '      (not service (((friday max-attempts) severity p1) (page-oncall 0.05 and)))\n' +
          '      (((not (p1 not) deploy-freeze)\n         0.05\n' +
          '         (db.primary or friday (service not when deploy-freeze retry) deploy-freeze))\n        (p1\n' +
          '          ((deploy-freeze coffee 3 max-attempts when)\n            (service exp friday db.primary)\n' +
          '            (exp deploy-freeze)\n            api)\n          nil\n          (not db.replica)\n' +
          '          ())\n        0.05\n        5\n' +
          '        ((page-oncall) ((error-rate when timeout:30s db.primary exp))))\n      (friday\n' +
          '        (db.primary (5 severity 3 (and db.primary) (nil 0.05 db.primary)) severity)\n        (>)\n' +
          '        3\n        (db.replica 3))))\n  ((> deploy-freeze and friday) (p2) timeout:30s)\n  (db.replica\n' +
          '    severity\n    coffee\n    (max-attempts\n      ((> page-oncall)\n        (deploy-freeze\n' +
          '          (() and (when or friday max-attempts when) (timeout:30s when backoff) db.primary)\n' +
          '          3\n          ((retry nil alert 0.05) exp deploy-freeze p2))\n        deploy-freeze\n' +
          '        (((when when error-rate deploy-freeze nil) p1 0.05 (coffee))\n' +
          '          (timeout:30s (p2) retry severity (backoff coffee))\n          not\n          p2)\n' +
          '        timeout:30s)))\n  ()\n  (>)\n  (p2\n    ()\n    (severity\n      5\n      backoff\n      alert\n' +
          '      (max-attempts\n        retry\n' +
          '        (retry (nil nil nil) (backoff > (max-attempts) db.primary))\n        db.primary\n' +
          '        when))\n    nil\n    backoff)\n  nil\n  (or or severity severity)\n  retry\n' +
          '  (((((3 api error-rate) (page-oncall p2 or) 5 deploy-freeze)\n      max-attempts\n      (when\n' +
          '        (db.replica db.replica (deploy-freeze) replicas page-oncall)\n' +
          '        (coffee api error-rate coffee)\n        backoff))))\n  (nil p1 service)\n  ((when\n' +
          '     ((nil ((friday replicas 0.05 db.primary 3) deploy-freeze) replicas))\n' +
          '     (coffee severity > 3 0.05)\n' +
          '     (timeout:30s (5 (page-oncall) (p2 and page-oncall 3 timeout:30s) retry (> ())))\n     0.05))\n' +
          '  (service\n    ((not) nil)\n    0.05\n    (coffee severity not page-oncall coffee)\n' +
          '    (((nil exp not)) ((or ((when not deploy-freeze p1) severity) (exp (when) 5) 0.05) replicas) p2))\n' +
          '  (p2\n    (timeout:30s\n      deploy-freeze\n      0.05\n' +
          '      ((0.05 replicas retry backoff friday) (nil error-rate max-attempts) (replicas) coffee)\n' +
          '      retry))\n' +
          '  (((error-rate () >) p1 (db.replica (error-rate (and p1 backoff backoff)) or) (replicas friday))\n' +
          '    ()\n    backoff\n    (alert\n      ((exp p2 service exp)\n        when\n' +
          '        ((coffee api 0.05 (> 3 exp api or)) (friday p1 exp timeout:30s api) 0.05 3))\n      3\n' +
          '      alert)\n    (severity p2 ((not deploy-freeze)) coffee (retry or ((3 0.05) replicas api)))))\n' },
        { tag: 'maximum', input: '40\n(config\n  ()\n  (or)\n  3\n  (((3 severity (nil)) (or not) api)\n    retry\n    (db.primary))\n' +
          '  ((p1 ())\n    (((or (3\n            when\n            (p1 error-rate p2))) service)))\n  ((3))\n' +
          '  db.primary\n  (>\n    ((severity (and\n          friday\n          (p1 () (exp\n              friday\n' +
          '              when) (p1 page-oncall p2 page-oncall deploy-freeze))\n' +
          '          exp) alert max-attempts (or))))\n  (coffee (coffee >))\n  p1\n  ((max-attempts (service)))\n' +
          '  (((nil\n        page-oncall) alert 3) (and retry) (nil))\n' +
          '  (api () ((when 5 severity) (5 alert timeout:30s db.primary) () 0.05) 5)\n  retry\n  severity\n' +
          '  coffee\n  nil\n  (() ((friday deploy-freeze > (> ((backoff coffee retry))))\n      p1\n      exp))\n' +
          '  db.primary\n  db.replica\n  (5 () (p2 3))\n  error-rate\n  replicas\n  p1\n  page-oncall\n  ()\n  retry\n' +
          '  (friday\n' +
          '    (friday ((p2) timeout:30s retry 5) ((retry (backoff) and p2 coffee) not (())) (5 replicas exp) coffee)\n' +
          '    page-oncall\n    (or (and\n        ((page-oncall (5) db.replica deploy-freeze max-attempts))\n' +
          '        and\n        when\n        timeout:30s) nil))\n  (alert\n    (db.replica)\n    (((nil nil and)\n' +
          '        timeout:30s\n' +
          '        (alert (api (error-rate) backoff 5) exp (() error-rate coffee) error-rate)\n        ((alert\n' +
          '            backoff) 0.05 (deploy-freeze and 5 db.primary)))\n' +
          '      (p2 when (error-rate when retry) p2 >))\n    (exp friday)\n    ())\n  severity\n  page-oncall\n' +
          '  ((((severity () coffee db.primary when)\n        retry\n        backoff\n' +
          '        timeout:30s) ((5 service api)) (((error-rate friday) severity () exp) deploy-freeze ((nil timeout:30s db.primary friday api)) when) (db.replica api friday page-oncall not) (backoff\n' +
          '        (3 3 page-oncall)\n        (service > (coffee service) timeout:30s coffee)\n        nil))\n' +
          '    service\n    (or)\n    (3 (((()\n            and\n' +
          '            >) and max-attempts (api (p1))) or when (not (3\n' +
          '            (page-oncall coffee timeout:30s)) (when replicas 0.05 alert)) (3 severity)) (or friday)))\n' +
          '  p1\n  p2\n  ((((5)\n        (replicas severity)\n        error-rate\n        ()\n' +
          '        (friday friday api exp timeout:30s)) (db.primary\n' +
          '        db.primary) friday) (service) (backoff and coffee (((alert retry service) not service () alert) service) (deploy-freeze max-attempts (severity p2 severity (0.05 (page-oncall db.primary 5 max-attempts when) deploy-freeze error-rate (db.primary))) (() (exp)) friday)) not db.primary)\n' +
          '  when\n  ()\n  p1\n  timeout:30s\n  db.primary\n  max-attempts\n  (coffee (replicas) (((>\n' +
          '          db.replica\n' +
          '          timeout:30s) and (max-attempts) ((> api (api) 3) max-attempts when) ())))\n' +
          '  (max-attempts 5 (((p2) (or\n          api\n          or\n          replicas\n' +
          '          nil) when db.primary 5) (> ((error-rate) exp page-oncall (coffee backoff deploy-freeze api 3)) ((timeout:30s api (page-oncall\n' +
          '              error-rate)) 3 (backoff) not replicas) ((replicas\n' +
          '            (api timeout:30s)) nil)) ((((> not timeout:30s nil severity) > 5) when) p2 timeout:30s)))\n' +
          '  ((not) and severity (db.primary))\n  (timeout:30s max-attempts)\n  (5\n    ()\n    ((())\n' +
          '      ((error-rate db.replica (0.05\n            coffee\n            page-oncall) when) (5\n' +
          '          (0.05\n            (deploy-freeze\n              not))\n' +
          '          not) (alert db.replica (p1 timeout:30s page-oncall error-rate replicas) ((alert coffee severity replicas 3)) deploy-freeze))\n' +
          '      alert)\n    ()\n    friday)\n  db.primary\n' +
          '  (timeout:30s ((db.replica service alert (page-oncall 0.05 ())) ((error-rate (p2 page-oncall db.primary 0.05)) db.replica ((when > deploy-freeze (when 0.05 error-rate db.primary)) backoff db.primary service severity) (page-oncall\n' +
          '          >\n          retry\n          friday\n          p1)) or) () (db.replica\n' +
          '      (and deploy-freeze deploy-freeze)))\n  timeout:30s\n  coffee\n  (p2 deploy-freeze () ((()\n' +
          '        (nil exp when or nil)\n        (friday))) (severity db.replica alert))\n' +
          '  (p2 coffee ((api (db.primary\n          (>\n            (and retry p2 not db.replica)\n' +
          '            retry)\n          3) (alert api page-oncall)) p2) (() (or) (replicas or (3\n          nil\n' +
          '          or\n          (nil coffee 3 >)\n          db.primary)) page-oncall 3))\n  ()\n  p1\n  (((0.05\n' +
          '        >)\n      db.replica\n      (3 (page-oncall) and)) ())\n  (())\n' +
          '  ((db.primary) ((coffee db.replica)\n      or\n      severity\n' +
          '      >) (friday and db.replica timeout:30s) retry)\n  (not () ((5\n' +
          '        >) ((not timeout:30s > deploy-freeze) friday (replicas ((error-rate retry severity 0.05 nil) and ()) friday and p1) (p2) ((service))) db.replica backoff (service (alert timeout:30s error-rate p1 when) (5 retry max-attempts ((backoff) () > (page-oncall)) p2) friday))))\n', output: '(config\n  ()\n  (or)\n  3\n  (((3 severity (nil)) (or not) api)\n    retry\n    (db.primary))\n  ((p1 ())\n' +
          '    (((or (3 when (p1 error-rate p2)))\n       service)))\n  ((3))\n  db.primary\n  (>\n    ((severity\n' +
          '       (and\n         friday\n         (p1\n           ()\n           (exp friday when)\n           (p1\n' +
          '             page-oncall\n             p2\n             page-oncall\n             deploy-freeze))\n' +
          '         exp)\n       alert\n       max-attempts\n       (or))))\n  (coffee (coffee >))\n  p1\n' +
          '  ((max-attempts (service)))\n  (((nil page-oncall) alert 3)\n    (and retry)\n    (nil))\n  (api\n' +
          '    ()\n    ((when 5 severity)\n      (5 alert timeout:30s db.primary)\n      ()\n      0.05)\n    5)\n' +
          '  retry\n  severity\n  coffee\n  nil\n  (()\n    ((friday\n       deploy-freeze\n       >\n' +
          '       (> ((backoff coffee retry))))\n      p1\n      exp))\n  db.primary\n  db.replica\n  (5 () (p2 3))\n' +
          '  error-rate\n  replicas\n  p1\n  page-oncall\n  ()\n  retry\n  (friday\n    (friday\n' +
          '      ((p2) timeout:30s retry 5)\n      ((retry (backoff) and p2 coffee)\n        not\n        (()))\n' +
          '      (5 replicas exp)\n      coffee)\n    page-oncall\n    (or\n      (and\n        ((page-oncall\n' +
          '           (5)\n           db.replica\n           deploy-freeze\n           max-attempts))\n        and\n' +
          '        when\n        timeout:30s)\n      nil))\n  (alert\n    (db.replica)\n    (((nil nil and)\n' +
          '       timeout:30s\n       (alert\n         (api (error-rate) backoff 5)\n         exp\n' +
          '         (() error-rate coffee)\n         error-rate)\n       ((alert backoff)\n         0.05\n' +
          '         (deploy-freeze\n           and\n           5\n           db.primary)))\n      (p2\n        when\n' +
          '        (error-rate when retry)\n        p2\n        >))\n    (exp friday)\n    ())\n  severity\n' +
          '  page-oncall\n  ((((severity\n       ()\n       coffee\n       db.primary\n       when)\n      retry\n' +
          '      backoff\n      timeout:30s)\n     ((5 service api))\n     (((error-rate friday)\n        severity\n' +
          '        ()\n        exp)\n       deploy-freeze\n       ((nil\n          timeout:30s\n' +
          '          db.primary\n          friday\n          api))\n       when)\n     (db.replica\n       api\n' +
          '       friday\n       page-oncall\n       not)\n     (backoff\n       (3 3 page-oncall)\n       (service\n' +
          '         >\n         (coffee service)\n         timeout:30s\n         coffee)\n       nil))\n    service\n' +
          '    (or)\n    (3\n      (((() and >)\n         and\n         max-attempts\n         (api (p1)))\n' +
          '        or\n        when\n        (not\n          (3\n            (page-oncall\n              coffee\n' +
          '              timeout:30s))\n          (when replicas 0.05 alert))\n        (3 severity))\n' +
          '      (or friday)))\n  p1\n  p2\n  ((((5)\n      (replicas severity)\n      error-rate\n      ()\n' +
          '      (friday\n        friday\n        api\n        exp\n        timeout:30s))\n' +
          '     (db.primary db.primary)\n     friday)\n    (service)\n    (backoff\n      and\n      coffee\n' +
          '      (((alert retry service)\n         not\n         service\n         ()\n         alert)\n' +
          '        service)\n      (deploy-freeze\n        max-attempts\n        (severity\n          p2\n' +
          '          severity\n          (0.05\n            (page-oncall\n              db.primary\n' +
          '              5\n              max-attempts\n              when)\n            deploy-freeze\n' +
          '            error-rate\n            (db.primary)))\n        (() (exp))\n        friday))\n    not\n' +
          '    db.primary)\n  when\n  ()\n  p1\n  timeout:30s\n  db.primary\n  max-attempts\n  (coffee\n    (replicas)\n' +
          '    (((> db.replica timeout:30s)\n       and\n       (max-attempts)\n       ((> api (api) 3)\n' +
          '         max-attempts\n         when)\n       ())))\n  (max-attempts\n    5\n    (((p2)\n' +
          '       (or api or replicas nil)\n       when\n       db.primary\n       5)\n      (>\n' +
          '        ((error-rate)\n          exp\n          page-oncall\n          (coffee\n            backoff\n' +
          '            deploy-freeze\n            api\n            3))\n        ((timeout:30s\n           api\n' +
          '           (page-oncall error-rate))\n          3\n          (backoff)\n          not\n' +
          '          replicas)\n        ((replicas (api timeout:30s))\n          nil))\n      ((((>\n' +
          '           not\n           timeout:30s\n           nil\n           severity)\n          >\n          5)\n' +
          '         when)\n        p2\n        timeout:30s)))\n  ((not) and severity (db.primary))\n' +
          '  (timeout:30s max-attempts)\n  (5\n    ()\n    ((())\n      ((error-rate\n         db.replica\n' +
          '         (0.05 coffee page-oncall)\n         when)\n        (5\n          (0.05 (deploy-freeze not))\n' +
          '          not)\n        (alert\n          db.replica\n          (p1\n            timeout:30s\n' +
          '            page-oncall\n            error-rate\n            replicas)\n          ((alert\n' +
          '             coffee\n             severity\n             replicas\n             3))\n' +
          '          deploy-freeze))\n      alert)\n    ()\n    friday)\n  db.primary\n  (timeout:30s\n' +
          '    ((db.replica\n       service\n       alert\n       (page-oncall 0.05 ()))\n      ((error-rate\n' +
          '         (p2\n           page-oncall\n           db.primary\n           0.05))\n        db.replica\n' +
          '        ((when\n           >\n           deploy-freeze\n           (when\n             0.05\n' +
          '             error-rate\n             db.primary))\n          backoff\n          db.primary\n' +
          '          service\n          severity)\n        (page-oncall > retry friday p1))\n      or)\n    ()\n' +
          '    (db.replica\n      (and\n        deploy-freeze\n        deploy-freeze)))\n  timeout:30s\n  coffee\n' +
          '  (p2\n    deploy-freeze\n    ()\n    ((()\n       (nil exp when or nil)\n       (friday)))\n' +
          '    (severity db.replica alert))\n  (p2\n    coffee\n    ((api\n       (db.primary\n         (>\n' +
          '           (and retry p2 not db.replica)\n           retry)\n         3)\n' +
          '       (alert api page-oncall))\n      p2)\n    (()\n      (or)\n      (replicas\n        or\n        (3\n' +
          '          nil\n          or\n          (nil coffee 3 >)\n          db.primary))\n      page-oncall\n' +
          '      3))\n  ()\n  p1\n  (((0.05 >)\n     db.replica\n     (3 (page-oncall) and))\n    ())\n  (())\n' +
          '  ((db.primary)\n    ((coffee db.replica) or severity >)\n    (friday and db.replica timeout:30s)\n' +
          '    retry)\n  (not\n    ()\n    ((5 >)\n      ((not timeout:30s > deploy-freeze)\n        friday\n' +
          '        (replicas\n          ((error-rate\n             retry\n             severity\n             0.05\n' +
          '             nil)\n            and\n            ())\n          friday\n          and\n          p1)\n' +
          '        (p2)\n        ((service)))\n      db.replica\n      backoff\n      (service\n        (alert\n' +
          '          timeout:30s\n          error-rate\n          p1\n          when)\n        (5\n          retry\n' +
          '          max-attempts\n          ((backoff) () > (page-oncall))\n          p2)\n        friday))))\n' },
      ],
    },
    B: {
      description:
        'The S-expression config should be pretty-printed in the classic Lisp style, with arguments aligned under the first one. ' +
        'The flat form of an atom is the atom itself, and of a list it is ( followed by the flat forms of its elements joined by single spaces, then ). ' +
        'To print an expression e starting at column c (the number of characters already on the current line) when t closing parentheses will follow it on that line: if e is an atom or the empty list, or if c + (length of its flat form) + t <= W, print its flat form. ' +
        'Otherwise e is a list (x1 x2 ... xk): if x1 is an atom and k >= 2, print (, x1 and a space, then x2 starting at column a = c + 2 + (length of x1), then each of x3 ... xk on a new line indented by a spaces; if x1 is a list or k = 1, print (, then x1 starting at column c + 1, then each of x2 ... xk on a new line indented by c + 2 spaces; in both cases ) follows right after the last element, and every element is printed by the same rule with t = 0, except the last one, which gets t + 1. ' +
        'The whole expression is printed starting at column 0 with t = 0.',
      human: {
        input_format: 'The first line holds the width W (10 <= W <= 100). The rest of the input (at most 5000 characters) holds exactly one S-expression, possibly spread over several lines. An atom is a maximal run of 1 to 30 characters other than whitespace and parentheses; a list is ( followed by zero or more S-expressions and then ). Elements are separated by whitespace (any amount, line breaks included), which is optional next to parentheses. Lists are nested at most 30 deep. The emptiest input is the empty list (), which prints ().',
        output_format: 'The pretty-printed expression; leading spaces matter.',
        examples: { input: '20\n(define (fact n) (if (= n 0) 1 (* n (fact (- n 1)))))\n', output: '(define (fact n)\n        (if (= n 0)\n            1\n            (* n\n               (fact (- n\n' +
          '                        1)))))\n' },
      },
      hints: ['The column where the second element starts depends on the length of the head atom.'],
      par: 1020,
      cases: [
        { tag: 'empty', input: '10\n()\n', output: '()\n' },
        { tag: 'minimum', input: '10\nx\n', output: 'x\n' },
        { tag: 'typical', input: '20\n(define (fact n) (if (= n 0) 1 (* n (fact (- n 1)))))\n', output: '(define (fact n)\n        (if (= n 0)\n            1\n            (* n\n               (fact (- n\n' +
          '                        1)))))\n' },
        { tag: 'typical', input: '40\n' +
          '(service api (replicas 3) (retry (backoff exp) (max-attempts 5)) (alert (when (> error-rate 0.05)) (page-oncall p1)))\n', output: '(service api\n         (replicas 3)\n         (retry (backoff exp)\n                (max-attempts 5))\n' +
          '         (alert (when (> error-rate\n                         0.05))\n' +
          '                (page-oncall p1)))\n' },
        { tag: 'tricky', input: '10\n(retry-policy-for-the-payment-gateway x)\n', output: '(retry-policy-for-the-payment-gateway x)\n' },
        { tag: 'tricky', input: '12\n((((((abc))))))\n', output: '((((((abc))))))\n' },
        { tag: 'tricky', input: '15\n(  a(b   c)\n   (d)e\n()  )\n', output: '(a (b c)\n   (d)\n   e\n   ())\n' },
        { tag: 'tricky', input: '30\n' +
          '(service api (replicas 3) (retry (backoff exp) (max-attempts 5)) (alert (when (> error-rate 0.05)) (page-oncall p1)))\n', output: '(service api\n         (replicas 3)\n         (retry (backoff exp)\n                (max-attempts 5))\n' +
          '         (alert (when (> error-rate\n                         0.05))\n' +
          '                (page-oncall p1)))\n' },
        { tag: 'typical', input: '60\n(config\n  ()\n  ((())\n    3\n    api\n    (retry (nil (coffee) coffee) > exp)\n' +
          '    (replicas (()) 5 db.replica p1))\n' +
          '  (() ((() (api) max-attempts) 3 ((nil error-rate ((api > service db.replica)\n' +
          '            >)) when deploy-freeze)) when (coffee (coffee\n        >) (or not ())) db.primary)\n' +
          '  (not () (p1 nil (() timeout:30s max-attempts (retry) when) (())) () and)\n  ((not\n' +
          '      max-attempts\n      exp\n      5) not (alert) ((p2 not timeout:30s)\n' +
          '      ((> 0.05 max-attempts when)\n        friday\n        service)\n      ()))\n  ()\n' +
          '  ((((severity ((when severity or))) db.primary ((coffee coffee 3 db.replica retry)\n          (())\n' +
          '          ()) max-attempts coffee)\n      error-rate\n      backoff\n' +
          '      >) (5 not service replicas ((coffee backoff max-attempts deploy-freeze when) (p1 error-rate) (> when retry (backoff max-attempts deploy-freeze)) deploy-freeze db.primary)) 3 (severity\n' +
          '      (api\n        service\n        db.replica)\n      (() (api p1 ()) retry backoff)\n      not\n' +
          '      (alert)) (nil () when timeout:30s ((()) deploy-freeze replicas))))\n', output: '(config ()\n        ((())\n          3\n          api\n          (retry (nil (coffee) coffee) > exp)\n' +
          '          (replicas (()) 5 db.replica p1))\n        (()\n          ((() (api) max-attempts)\n' +
          '            3\n            ((nil error-rate ((api > service db.replica) >))\n              when\n' +
          '              deploy-freeze))\n          when\n          (coffee (coffee >) (or not ()))\n' +
          '          db.primary)\n        (not ()\n             (p1 nil\n' +
          '                 (() timeout:30s max-attempts (retry) when)\n                 (()))\n             ()\n' +
          '             and)\n        ((not max-attempts exp 5)\n          not\n          (alert)\n' +
          '          ((p2 not timeout:30s)\n            ((> 0.05 max-attempts when) friday service)\n' +
          '            ()))\n        ()\n        ((((severity ((when severity or)))\n            db.primary\n' +
          '            ((coffee coffee 3 db.replica retry) (()) ())\n            max-attempts\n' +
          '            coffee)\n           error-rate\n           backoff\n           >)\n          (5 not\n' +
          '             service\n             replicas\n             ((coffee backoff\n' +
          '                      max-attempts\n                      deploy-freeze\n                      when)\n' +
          '               (p1 error-rate)\n               (> when\n                  retry\n' +
          '                  (backoff max-attempts deploy-freeze))\n               deploy-freeze\n' +
          '               db.primary))\n          3\n          (severity (api service db.replica)\n' +
          '                    (() (api p1 ()) retry backoff)\n                    not\n' +
          '                    (alert))\n          (nil ()\n               when\n               timeout:30s\n' +
          '               ((()) deploy-freeze replicas))))\n' },
        { tag: 'maximum', input: '100\n(config\n  severity\n  when\n  and\n  deploy-freeze\n' +
          '  ((((p2 coffee) () page-oncall friday) friday or (p1)) error-rate 0.05 ())\n' +
          '  (when (db.replica (db.primary\n        ((p1 error-rate page-oncall retry) deploy-freeze () or)\n' +
          '        (db.primary backoff ((api service deploy-freeze) (db.replica\n              3\n' +
          '              nil\n' +
          '              backoff) when service (when exp)))) ()) severity ((and p1) 3 friday timeout:30s (backoff (exp replicas ((service or page-oncall p2))) (((exp error-rate coffee and and) exp page-oncall)) (not) error-rate)))\n' +
          '  ((nil) ((alert 5)\n      (p2\n        backoff\n        page-oncall\n        (db.replica)\n' +
          '        replicas)\n      backoff\n      (backoff friday)))\n  (db.primary\n    (alert)\n' +
          '    ((5 (db.primary db.replica (>))) (or (friday max-attempts) (exp when) ((api friday friday service) coffee (max-attempts)) 3) (page-oncall (nil or) (when\n' +
          '          service\n          ()\n          5\n          or) alert (severity p2)) replicas))\n' +
          '  (p1 (timeout:30s\n      (5 error-rate)) timeout:30s page-oncall)\n' +
          '  (((5 (0.05 timeout:30s (exp p2 5 p1) replicas) page-oncall not) coffee (nil (coffee not page-oncall) (nil max-attempts service ((nil)) and)) db.primary deploy-freeze) p2 (db.replica (when severity (retry db.primary severity) replicas) coffee) (and\n' +
          '      ((nil replicas) not retry page-oncall ())) retry)\n  (api service ((exp) (page-oncall\n' +
          '        deploy-freeze\n' +
          '        (3 (3 severity db.replica max-attempts backoff) exp)) ((db.replica error-rate 3))))\n  0.05\n' +
          '  page-oncall\n' +
          '  (((backoff deploy-freeze severity ((timeout:30s) (when (coffee) service api) severity)) ((((nil nil replicas)))\n' +
          '        db.replica\n        0.05\n        ((p1 coffee service)\n' +
          '          (db.primary exp (deploy-freeze) not)\n          5))) ((page-oncall error-rate severity (p2\n' +
          '          5\n          or\n          error-rate)) 5 p1) severity (3 exp (3 deploy-freeze) service))\n' +
          '  db.primary\n  ((timeout:30s))\n' +
          '  (timeout:30s ((exp) (error-rate (replicas not coffee exp) () (friday)) (not\n        service\n' +
          '        (((friday\n              max-attempts)\n            severity\n            p1) (page-oncall\n' +
          '            0.05\n            and))) (((not (p1 not) deploy-freeze)\n          0.05\n' +
          '          (db.primary or friday (service not when deploy-freeze retry) deploy-freeze)) (p1 ((deploy-freeze coffee 3 max-attempts when) (service exp friday db.primary) (exp deploy-freeze) api) nil (not db.replica) ()) 0.05 5 ((page-oncall)\n' +
          '          ((error-rate\n              when\n              timeout:30s\n              db.primary\n' +
          '              exp)))) (friday (db.primary (5 severity 3 (and db.primary) (nil\n              0.05\n' +
          '              db.primary)) severity) (>) 3 (db.replica 3))))\n  ((> deploy-freeze and friday)\n' +
          '    (p2)\n    timeout:30s)\n  (db.replica severity coffee (max-attempts ((>\n' +
          '          page-oncall) (deploy-freeze\n' +
          '          (() and (when or friday max-attempts when) (timeout:30s when backoff) db.primary)\n' +
          '          3\n          ((retry\n              nil\n              alert\n' +
          '              0.05) exp deploy-freeze p2)) deploy-freeze (((when when error-rate deploy-freeze nil) p1 0.05 (coffee))\n' +
          '          (timeout:30s (p2) retry severity (backoff coffee))\n          not\n' +
          '          p2) timeout:30s)))\n  ()\n  (>)\n' +
          '  (p2 () (severity 5 backoff alert (max-attempts retry (retry (nil nil nil) (backoff > (max-attempts) db.primary)) db.primary when)) nil backoff)\n' +
          '  nil\n  (or or severity severity)\n  retry\n  (((((3 api error-rate)\n          (page-oncall\n' +
          '            p2\n            or)\n          5\n' +
          '          deploy-freeze) max-attempts (when (db.replica db.replica (deploy-freeze) replicas page-oncall) (coffee api error-rate coffee) backoff))))\n' +
          '  (nil p1 service)\n' +
          '  ((when ((nil ((friday replicas 0.05 db.primary 3) deploy-freeze) replicas)) (coffee severity > 3 0.05) (timeout:30s (5 (page-oncall) (p2 and page-oncall 3 timeout:30s) retry (> ()))) 0.05))\n' +
          '  (service ((not) nil) 0.05 (coffee\n      severity\n      not\n      page-oncall\n      coffee) (((nil\n' +
          '          exp\n          not))\n      ((or\n          ((when not deploy-freeze p1) severity)\n' +
          '          (exp (when) 5)\n          0.05) replicas)\n      p2))\n' +
          '  (p2 (timeout:30s deploy-freeze 0.05 ((0.05 replicas retry backoff friday) (nil\n' +
          '          error-rate\n          max-attempts) (replicas) coffee) retry))\n' +
          '  (((error-rate () >) p1 (db.replica\n        (error-rate (and p1 backoff backoff))\n' +
          '        or) (replicas friday)) () backoff (alert\n      ((exp\n          p2\n          service\n' +
          '          exp) when ((coffee api 0.05 (>\n              3\n              exp\n              api\n' +
          '              or)) (friday\n            p1\n            exp\n            timeout:30s\n' +
          '            api) 0.05 3))\n      3\n' +
          '      alert) (severity p2 ((not deploy-freeze)) coffee (retry or ((3 0.05) replicas api)))))\n', output: '(config severity\n        when\n        and\n        deploy-freeze\n' +
          '        ((((p2 coffee) () page-oncall friday) friday or (p1)) error-rate 0.05 ())\n' +
          '        (when (db.replica (db.primary ((p1 error-rate page-oncall retry) deploy-freeze () or)\n' +
          '                                      (db.primary backoff\n' +
          '                                                  ((api service deploy-freeze)\n' +
          '                                                    (db.replica 3 nil backoff)\n' +
          '                                                    when\n' +
          '                                                    service\n' +
          '                                                    (when exp))))\n                          ())\n' +
          '              severity\n              ((and p1)\n                3\n                friday\n' +
          '                timeout:30s\n                (backoff (exp replicas ((service or page-oncall p2)))\n' +
          '                         (((exp error-rate coffee and and) exp page-oncall))\n' +
          '                         (not)\n                         error-rate)))\n' +
          '        ((nil) ((alert 5) (p2 backoff page-oncall (db.replica) replicas) backoff (backoff friday)))\n' +
          '        (db.primary (alert)\n                    ((5 (db.primary db.replica (>)))\n' +
          '                      (or (friday max-attempts)\n                          (exp when)\n' +
          '                          ((api friday friday service) coffee (max-attempts))\n' +
          '                          3)\n' +
          '                      (page-oncall (nil or) (when service () 5 or) alert (severity p2))\n' +
          '                      replicas))\n        (p1 (timeout:30s (5 error-rate)) timeout:30s page-oncall)\n' +
          '        (((5 (0.05 timeout:30s (exp p2 5 p1) replicas) page-oncall not)\n           coffee\n' +
          '           (nil (coffee not page-oncall) (nil max-attempts service ((nil)) and))\n' +
          '           db.primary\n           deploy-freeze)\n          p2\n' +
          '          (db.replica (when severity (retry db.primary severity) replicas) coffee)\n' +
          '          (and ((nil replicas) not retry page-oncall ()))\n          retry)\n        (api service\n' +
          '             ((exp)\n' +
          '               (page-oncall deploy-freeze (3 (3 severity db.replica max-attempts backoff) exp))\n' +
          '               ((db.replica error-rate 3))))\n        0.05\n        page-oncall\n' +
          '        (((backoff deploy-freeze severity ((timeout:30s) (when (coffee) service api) severity))\n' +
          '           ((((nil nil replicas)))\n             db.replica\n             0.05\n' +
          '             ((p1 coffee service) (db.primary exp (deploy-freeze) not) 5)))\n' +
          '          ((page-oncall error-rate severity (p2 5 or error-rate)) 5 p1)\n          severity\n' +
          '          (3 exp (3 deploy-freeze) service))\n        db.primary\n        ((timeout:30s))\n' +
          '        (timeout:30s ((exp)\n' +
          '                       (error-rate (replicas not coffee exp) () (friday))\n' +
          '                       (not service (((friday max-attempts) severity p1) (page-oncall 0.05 and)))\n' +
          '                       (((not (p1 not) deploy-freeze)\n                          0.05\n' +
          '                          (db.primary or\n                                      friday\n' +
          '                                      (service not when deploy-freeze retry)\n' +
          '                                      deploy-freeze))\n' +
          '                         (p1 ((deploy-freeze coffee 3 max-attempts when)\n' +
          '                               (service exp friday db.primary)\n' +
          '                               (exp deploy-freeze)\n                               api)\n' +
          '                             nil\n                             (not db.replica)\n' +
          '                             ())\n                         0.05\n                         5\n' +
          '                         ((page-oncall) ((error-rate when timeout:30s db.primary exp))))\n' +
          '                       (friday (db.primary (5 severity 3 (and db.primary) (nil 0.05 db.primary))\n' +
          '                                           severity)\n                               (>)\n' +
          '                               3\n                               (db.replica 3))))\n' +
          '        ((> deploy-freeze and friday) (p2) timeout:30s)\n        (db.replica severity\n' +
          '                    coffee\n                    (max-attempts ((> page-oncall)\n' +
          '                                    (deploy-freeze (()\n' +
          '                                                     and\n' +
          '                                                     (when or friday max-attempts when)\n' +
          '                                                     (timeout:30s when backoff)\n' +
          '                                                     db.primary)\n' +
          '                                                   3\n' +
          '                                                   ((retry nil alert 0.05) exp deploy-freeze p2))\n' +
          '                                    deploy-freeze\n' +
          '                                    (((when when error-rate deploy-freeze nil) p1 0.05 (coffee))\n' +
          '                                      (timeout:30s (p2) retry severity (backoff coffee))\n' +
          '                                      not\n                                      p2)\n' +
          '                                    timeout:30s)))\n        ()\n        (>)\n        (p2 ()\n' +
          '            (severity 5\n                      backoff\n                      alert\n' +
          '                      (max-attempts retry\n' +
          '                                    (retry (nil nil nil) (backoff > (max-attempts) db.primary))\n' +
          '                                    db.primary\n                                    when))\n' +
          '            nil\n            backoff)\n        nil\n        (or or severity severity)\n        retry\n' +
          '        (((((3 api error-rate) (page-oncall p2 or) 5 deploy-freeze)\n            max-attempts\n' +
          '            (when (db.replica db.replica (deploy-freeze) replicas page-oncall)\n' +
          '                  (coffee api error-rate coffee)\n                  backoff))))\n' +
          '        (nil p1 service)\n' +
          '        ((when ((nil ((friday replicas 0.05 db.primary 3) deploy-freeze) replicas))\n' +
          '               (coffee severity > 3 0.05)\n' +
          '               (timeout:30s (5 (page-oncall) (p2 and page-oncall 3 timeout:30s) retry (> ())))\n' +
          '               0.05))\n        (service ((not) nil)\n                 0.05\n' +
          '                 (coffee severity not page-oncall coffee)\n                 (((nil exp not))\n' +
          '                   ((or ((when not deploy-freeze p1) severity) (exp (when) 5) 0.05) replicas)\n' +
          '                   p2))\n        (p2 (timeout:30s deploy-freeze\n                         0.05\n' +
          '                         ((0.05 replicas retry backoff friday)\n' +
          '                           (nil error-rate max-attempts)\n                           (replicas)\n' +
          '                           coffee)\n                         retry))\n        (((error-rate () >)\n' +
          '           p1\n           (db.replica (error-rate (and p1 backoff backoff)) or)\n' +
          '           (replicas friday))\n          ()\n          backoff\n          (alert ((exp p2 service exp)\n' +
          '                   when\n' +
          '                   ((coffee api 0.05 (> 3 exp api or)) (friday p1 exp timeout:30s api) 0.05 3))\n' +
          '                 3\n                 alert)\n' +
          '          (severity p2 ((not deploy-freeze)) coffee (retry or ((3 0.05) replicas api)))))\n' },
        { tag: 'maximum', input: '40\n(config\n  ()\n  (or)\n  3\n  (((3 severity (nil)) (or not) api)\n    retry\n    (db.primary))\n' +
          '  ((p1 ())\n    (((or (3\n            when\n            (p1 error-rate p2))) service)))\n  ((3))\n' +
          '  db.primary\n  (>\n    ((severity (and\n          friday\n          (p1 () (exp\n              friday\n' +
          '              when) (p1 page-oncall p2 page-oncall deploy-freeze))\n' +
          '          exp) alert max-attempts (or))))\n  (coffee (coffee >))\n  p1\n  ((max-attempts (service)))\n' +
          '  (((nil\n        page-oncall) alert 3) (and retry) (nil))\n' +
          '  (api () ((when 5 severity) (5 alert timeout:30s db.primary) () 0.05) 5)\n  retry\n  severity\n' +
          '  coffee\n  nil\n  (() ((friday deploy-freeze > (> ((backoff coffee retry))))\n      p1\n      exp))\n' +
          '  db.primary\n  db.replica\n  (5 () (p2 3))\n  error-rate\n  replicas\n  p1\n  page-oncall\n  ()\n  retry\n' +
          '  (friday\n' +
          '    (friday ((p2) timeout:30s retry 5) ((retry (backoff) and p2 coffee) not (())) (5 replicas exp) coffee)\n' +
          '    page-oncall\n    (or (and\n        ((page-oncall (5) db.replica deploy-freeze max-attempts))\n' +
          '        and\n        when\n        timeout:30s) nil))\n  (alert\n    (db.replica)\n    (((nil nil and)\n' +
          '        timeout:30s\n' +
          '        (alert (api (error-rate) backoff 5) exp (() error-rate coffee) error-rate)\n        ((alert\n' +
          '            backoff) 0.05 (deploy-freeze and 5 db.primary)))\n' +
          '      (p2 when (error-rate when retry) p2 >))\n    (exp friday)\n    ())\n  severity\n  page-oncall\n' +
          '  ((((severity () coffee db.primary when)\n        retry\n        backoff\n' +
          '        timeout:30s) ((5 service api)) (((error-rate friday) severity () exp) deploy-freeze ((nil timeout:30s db.primary friday api)) when) (db.replica api friday page-oncall not) (backoff\n' +
          '        (3 3 page-oncall)\n        (service > (coffee service) timeout:30s coffee)\n        nil))\n' +
          '    service\n    (or)\n    (3 (((()\n            and\n' +
          '            >) and max-attempts (api (p1))) or when (not (3\n' +
          '            (page-oncall coffee timeout:30s)) (when replicas 0.05 alert)) (3 severity)) (or friday)))\n' +
          '  p1\n  p2\n  ((((5)\n        (replicas severity)\n        error-rate\n        ()\n' +
          '        (friday friday api exp timeout:30s)) (db.primary\n' +
          '        db.primary) friday) (service) (backoff and coffee (((alert retry service) not service () alert) service) (deploy-freeze max-attempts (severity p2 severity (0.05 (page-oncall db.primary 5 max-attempts when) deploy-freeze error-rate (db.primary))) (() (exp)) friday)) not db.primary)\n' +
          '  when\n  ()\n  p1\n  timeout:30s\n  db.primary\n  max-attempts\n  (coffee (replicas) (((>\n' +
          '          db.replica\n' +
          '          timeout:30s) and (max-attempts) ((> api (api) 3) max-attempts when) ())))\n' +
          '  (max-attempts 5 (((p2) (or\n          api\n          or\n          replicas\n' +
          '          nil) when db.primary 5) (> ((error-rate) exp page-oncall (coffee backoff deploy-freeze api 3)) ((timeout:30s api (page-oncall\n' +
          '              error-rate)) 3 (backoff) not replicas) ((replicas\n' +
          '            (api timeout:30s)) nil)) ((((> not timeout:30s nil severity) > 5) when) p2 timeout:30s)))\n' +
          '  ((not) and severity (db.primary))\n  (timeout:30s max-attempts)\n  (5\n    ()\n    ((())\n' +
          '      ((error-rate db.replica (0.05\n            coffee\n            page-oncall) when) (5\n' +
          '          (0.05\n            (deploy-freeze\n              not))\n' +
          '          not) (alert db.replica (p1 timeout:30s page-oncall error-rate replicas) ((alert coffee severity replicas 3)) deploy-freeze))\n' +
          '      alert)\n    ()\n    friday)\n  db.primary\n' +
          '  (timeout:30s ((db.replica service alert (page-oncall 0.05 ())) ((error-rate (p2 page-oncall db.primary 0.05)) db.replica ((when > deploy-freeze (when 0.05 error-rate db.primary)) backoff db.primary service severity) (page-oncall\n' +
          '          >\n          retry\n          friday\n          p1)) or) () (db.replica\n' +
          '      (and deploy-freeze deploy-freeze)))\n  timeout:30s\n  coffee\n  (p2 deploy-freeze () ((()\n' +
          '        (nil exp when or nil)\n        (friday))) (severity db.replica alert))\n' +
          '  (p2 coffee ((api (db.primary\n          (>\n            (and retry p2 not db.replica)\n' +
          '            retry)\n          3) (alert api page-oncall)) p2) (() (or) (replicas or (3\n          nil\n' +
          '          or\n          (nil coffee 3 >)\n          db.primary)) page-oncall 3))\n  ()\n  p1\n  (((0.05\n' +
          '        >)\n      db.replica\n      (3 (page-oncall) and)) ())\n  (())\n' +
          '  ((db.primary) ((coffee db.replica)\n      or\n      severity\n' +
          '      >) (friday and db.replica timeout:30s) retry)\n  (not () ((5\n' +
          '        >) ((not timeout:30s > deploy-freeze) friday (replicas ((error-rate retry severity 0.05 nil) and ()) friday and p1) (p2) ((service))) db.replica backoff (service (alert timeout:30s error-rate p1 when) (5 retry max-attempts ((backoff) () > (page-oncall)) p2) friday))))\n', output: '(config ()\n        (or)\n        3\n        (((3 severity (nil))\n           (or not)\n           api)\n' +
          '          retry\n          (db.primary))\n        ((p1 ())\n          (((or (3 when\n' +
          '                   (p1 error-rate p2)))\n             service)))\n        ((3))\n        db.primary\n' +
          '        (> ((severity (and friday\n                           (p1 ()\n' +
          '                               (exp friday\n                                    when)\n' +
          '                               (p1 page-oncall\n                                   p2\n' +
          '                                   page-oncall\n                                   deploy-freeze))\n' +
          '                           exp)\n                      alert\n                      max-attempts\n' +
          '                      (or))))\n        (coffee (coffee >))\n        p1\n' +
          '        ((max-attempts (service)))\n        (((nil page-oncall) alert 3)\n          (and retry)\n' +
          '          (nil))\n        (api ()\n             ((when 5 severity)\n               (5 alert\n' +
          '                  timeout:30s\n                  db.primary)\n               ()\n               0.05)\n' +
          '             5)\n        retry\n        severity\n        coffee\n        nil\n        (()\n' +
          '          ((friday deploy-freeze\n                   >\n                   (> ((backoff coffee\n' +
          '                                retry))))\n            p1\n            exp))\n        db.primary\n' +
          '        db.replica\n        (5 () (p2 3))\n        error-rate\n        replicas\n        p1\n' +
          '        page-oncall\n        ()\n        retry\n        (friday (friday ((p2)\n' +
          '                          timeout:30s\n                          retry\n                          5)\n' +
          '                        ((retry (backoff)\n                                and\n' +
          '                                p2\n                                coffee)\n' +
          '                          not\n                          (()))\n' +
          '                        (5 replicas exp)\n                        coffee)\n' +
          '                page-oncall\n                (or (and ((page-oncall (5)\n' +
          '                                       db.replica\n' +
          '                                       deploy-freeze\n' +
          '                                       max-attempts))\n                         and\n' +
          '                         when\n                         timeout:30s)\n                    nil))\n' +
          '        (alert (db.replica)\n               (((nil nil and)\n                  timeout:30s\n' +
          '                  (alert (api (error-rate)\n                              backoff\n' +
          '                              5)\n                         exp\n                         (()\n' +
          '                           error-rate\n                           coffee)\n' +
          '                         error-rate)\n                  ((alert backoff)\n                    0.05\n' +
          '                    (deploy-freeze and\n                                   5\n' +
          '                                   db.primary)))\n                 (p2 when\n' +
          '                     (error-rate when\n                                 retry)\n' +
          '                     p2\n                     >))\n               (exp friday)\n               ())\n' +
          '        severity\n        page-oncall\n        ((((severity ()\n                     coffee\n' +
          '                     db.primary\n                     when)\n            retry\n            backoff\n' +
          '            timeout:30s)\n           ((5 service api))\n           (((error-rate friday)\n' +
          '              severity\n              ()\n              exp)\n             deploy-freeze\n' +
          '             ((nil timeout:30s\n                   db.primary\n                   friday\n' +
          '                   api))\n             when)\n           (db.replica api\n' +
          '                       friday\n                       page-oncall\n                       not)\n' +
          '           (backoff (3 3 page-oncall)\n                    (service >\n' +
          '                             (coffee service)\n                             timeout:30s\n' +
          '                             coffee)\n                    nil))\n          service\n          (or)\n' +
          '          (3 (((() and >)\n                and\n                max-attempts\n' +
          '                (api (p1)))\n               or\n               when\n' +
          '               (not (3 (page-oncall coffee\n                                    timeout:30s))\n' +
          '                    (when replicas\n                          0.05\n                          alert))\n' +
          '               (3 severity))\n             (or friday)))\n        p1\n        p2\n        ((((5)\n' +
          '            (replicas severity)\n            error-rate\n            ()\n            (friday friday\n' +
          '                    api\n                    exp\n                    timeout:30s))\n' +
          '           (db.primary db.primary)\n           friday)\n          (service)\n          (backoff and\n' +
          '                   coffee\n                   (((alert retry\n                            service)\n' +
          '                      not\n                      service\n                      ()\n' +
          '                      alert)\n                     service)\n' +
          '                   (deploy-freeze max-attempts\n                                  (severity p2\n' +
          '                                            severity\n' +
          '                                            (0.05 (page-oncall db.primary\n' +
          '                                                               5\n' +
          '                                                               max-attempts\n' +
          '                                                               when)\n' +
          '                                                  deploy-freeze\n' +
          '                                                  error-rate\n' +
          '                                                  (db.primary)))\n' +
          '                                  (()\n                                    (exp))\n' +
          '                                  friday))\n          not\n          db.primary)\n        when\n' +
          '        ()\n        p1\n        timeout:30s\n        db.primary\n        max-attempts\n' +
          '        (coffee (replicas)\n                (((> db.replica\n                     timeout:30s)\n' +
          '                   and\n                   (max-attempts)\n                   ((> api (api) 3)\n' +
          '                     max-attempts\n                     when)\n                   ())))\n' +
          '        (max-attempts 5\n                      (((p2)\n                         (or api\n' +
          '                             or\n                             replicas\n' +
          '                             nil)\n                         when\n                         db.primary\n' +
          '                         5)\n                        (> ((error-rate)\n' +
          '                             exp\n                             page-oncall\n' +
          '                             (coffee backoff\n                                     deploy-freeze\n' +
          '                                     api\n                                     3))\n' +
          '                           ((timeout:30s api\n' +
          '                                         (page-oncall error-rate))\n                             3\n' +
          '                             (backoff)\n                             not\n' +
          '                             replicas)\n                           ((replicas (api timeout:30s))\n' +
          '                             nil))\n                        ((((> not\n' +
          '                              timeout:30s\n                              nil\n' +
          '                              severity)\n                            >\n' +
          '                            5)\n                           when)\n                          p2\n' +
          '                          timeout:30s)))\n        ((not)\n          and\n          severity\n' +
          '          (db.primary))\n        (timeout:30s max-attempts)\n        (5 ()\n           ((())\n' +
          '             ((error-rate db.replica\n                          (0.05 coffee\n' +
          '                                page-oncall)\n                          when)\n' +
          '               (5 (0.05 (deploy-freeze not))\n                  not)\n' +
          '               (alert db.replica\n                      (p1 timeout:30s\n' +
          '                          page-oncall\n                          error-rate\n' +
          '                          replicas)\n                      ((alert coffee\n' +
          '                              severity\n                              replicas\n' +
          '                              3))\n                      deploy-freeze))\n             alert)\n' +
          '           ()\n           friday)\n        db.primary\n        (timeout:30s ((db.replica service\n' +
          '                                  alert\n                                  (page-oncall 0.05\n' +
          '                                               ()))\n' +
          '                       ((error-rate (p2 page-oncall\n' +
          '                                        db.primary\n                                        0.05))\n' +
          '                         db.replica\n                         ((when >\n' +
          '                                deploy-freeze\n                                (when 0.05\n' +
          '                                      error-rate\n                                      db.primary))\n' +
          '                           backoff\n                           db.primary\n' +
          '                           service\n                           severity)\n' +
          '                         (page-oncall >\n                                      retry\n' +
          '                                      friday\n                                      p1))\n' +
          '                       or)\n                     ()\n' +
          '                     (db.replica (and deploy-freeze\n' +
          '                                      deploy-freeze)))\n        timeout:30s\n        coffee\n' +
          '        (p2 deploy-freeze\n            ()\n            ((()\n               (nil exp when or nil)\n' +
          '               (friday)))\n            (severity db.replica alert))\n        (p2 coffee\n' +
          '            ((api (db.primary (> (and retry\n                                      p2\n' +
          '                                      not\n                                      db.replica)\n' +
          '                                 retry)\n                              3)\n' +
          '                  (alert api\n                         page-oncall))\n              p2)\n' +
          '            (()\n              (or)\n              (replicas or\n                        (3 nil\n' +
          '                           or\n                           (nil coffee\n' +
          '                                3\n                                >)\n' +
          '                           db.primary))\n              page-oncall\n              3))\n        ()\n' +
          '        p1\n        (((0.05 >)\n           db.replica\n           (3 (page-oncall) and))\n          ())\n' +
          '        (())\n        ((db.primary)\n          ((coffee db.replica)\n            or\n' +
          '            severity\n            >)\n          (friday and\n                  db.replica\n' +
          '                  timeout:30s)\n          retry)\n        (not ()\n             ((5 >)\n' +
          '               ((not timeout:30s\n                     >\n                     deploy-freeze)\n' +
          '                 friday\n                 (replicas ((error-rate retry\n' +
          '                                        severity\n                                        0.05\n' +
          '                                        nil)\n                             and\n' +
          '                             ())\n                           friday\n                           and\n' +
          '                           p1)\n                 (p2)\n                 ((service)))\n' +
          '               db.replica\n               backoff\n               (service (alert timeout:30s\n' +
          '                               error-rate\n                               p1\n' +
          '                               when)\n                        (5 retry\n' +
          '                           max-attempts\n                           ((backoff)\n' +
          '                             ()\n                             >\n' +
          '                             (page-oncall))\n                           p2)\n' +
          '                        friday))))\n' },
      ],
    },
    C: {
      description:
        'The team that maintains the S-expression config writes Lisp like C, with closing parentheses on lines of their own. ' +
        'The flat form of an atom is the atom itself, and of a list it is ( followed by the flat forms of its elements joined by single spaces, then ). ' +
        'To print an expression e starting at column c (the number of characters already on the current line): if e is an atom or the empty list, or if c + (length of its flat form) <= W, print its flat form. ' +
        'Otherwise e is a list (x1 x2 ... xk): print (, then x1 starting at column c + 1, then each of x2 ... xk on a new line indented by c + 2 spaces, each printed by the same rule; then start a new line with c spaces followed by ). ' +
        'Print the whole expression starting at column 0.',
      human: {
        input_format: 'The first line holds the width W (10 <= W <= 100). The rest of the input (at most 5000 characters) holds exactly one S-expression, possibly spread over several lines. An atom is a maximal run of 1 to 30 characters other than whitespace and parentheses; a list is ( followed by zero or more S-expressions and then ). Elements are separated by whitespace (any amount, line breaks included), which is optional next to parentheses. Lists are nested at most 30 deep. The emptiest input is the empty list (), which prints ().',
        output_format: 'The pretty-printed expression; leading spaces matter.',
        examples: { input: '20\n(define (fact n) (if (= n 0) 1 (* n (fact (- n 1)))))\n', output: '(define\n  (fact n)\n  (if\n    (= n 0)\n    1\n    (*\n      n\n      (fact (- n 1))\n    )\n  )\n)\n' },
      },
      hints: ['Nothing ever follows an element on its line except in the flat form, so only the flat length matters.'],
      par: 736,
      cases: [
        { tag: 'empty', input: '10\n()\n', output: '()\n' },
        { tag: 'minimum', input: '10\nx\n', output: 'x\n' },
        { tag: 'typical', input: '20\n(define (fact n) (if (= n 0) 1 (* n (fact (- n 1)))))\n', output: '(define\n  (fact n)\n  (if\n    (= n 0)\n    1\n    (*\n      n\n      (fact (- n 1))\n    )\n  )\n)\n' },
        { tag: 'typical', input: '40\n' +
          '(service api (replicas 3) (retry (backoff exp) (max-attempts 5)) (alert (when (> error-rate 0.05)) (page-oncall p1)))\n', output: '(service\n  api\n  (replicas 3)\n  (retry (backoff exp) (max-attempts 5))\n  (alert\n' +
          '    (when (> error-rate 0.05))\n    (page-oncall p1)\n  )\n)\n' },
        { tag: 'tricky', input: '10\n(retry-policy-for-the-payment-gateway x)\n', output: '(retry-policy-for-the-payment-gateway\n  x\n)\n' },
        { tag: 'tricky', input: '12\n((((((abc))))))\n', output: '((((((abc)))\n  )\n )\n)\n' },
        { tag: 'tricky', input: '15\n(  a(b   c)\n   (d)e\n()  )\n', output: '(a\n  (b c)\n  (d)\n  e\n  ()\n)\n' },
        { tag: 'tricky', input: '30\n' +
          '(service api (replicas 3) (retry (backoff exp) (max-attempts 5)) (alert (when (> error-rate 0.05)) (page-oncall p1)))\n', output: '(service\n  api\n  (replicas 3)\n  (retry\n    (backoff exp)\n    (max-attempts 5)\n  )\n  (alert\n' +
          '    (when (> error-rate 0.05))\n    (page-oncall p1)\n  )\n)\n' },
        { tag: 'typical', input: '60\n(config\n  ()\n  ((())\n    3\n    api\n    (retry (nil (coffee) coffee) > exp)\n' +
          '    (replicas (()) 5 db.replica p1))\n' +
          '  (() ((() (api) max-attempts) 3 ((nil error-rate ((api > service db.replica)\n' +
          '            >)) when deploy-freeze)) when (coffee (coffee\n        >) (or not ())) db.primary)\n' +
          '  (not () (p1 nil (() timeout:30s max-attempts (retry) when) (())) () and)\n  ((not\n' +
          '      max-attempts\n      exp\n      5) not (alert) ((p2 not timeout:30s)\n' +
          '      ((> 0.05 max-attempts when)\n        friday\n        service)\n      ()))\n  ()\n' +
          '  ((((severity ((when severity or))) db.primary ((coffee coffee 3 db.replica retry)\n          (())\n' +
          '          ()) max-attempts coffee)\n      error-rate\n      backoff\n' +
          '      >) (5 not service replicas ((coffee backoff max-attempts deploy-freeze when) (p1 error-rate) (> when retry (backoff max-attempts deploy-freeze)) deploy-freeze db.primary)) 3 (severity\n' +
          '      (api\n        service\n        db.replica)\n      (() (api p1 ()) retry backoff)\n      not\n' +
          '      (alert)) (nil () when timeout:30s ((()) deploy-freeze replicas))))\n', output: '(config\n  ()\n  ((())\n    3\n    api\n    (retry (nil (coffee) coffee) > exp)\n' +
          '    (replicas (()) 5 db.replica p1)\n  )\n  (()\n    ((() (api) max-attempts)\n      3\n' +
          '      ((nil error-rate ((api > service db.replica) >))\n        when\n        deploy-freeze\n      )\n' +
          '    )\n    when\n    (coffee (coffee >) (or not ()))\n    db.primary\n  )\n  (not\n    ()\n' +
          '    (p1 nil (() timeout:30s max-attempts (retry) when) (()))\n    ()\n    and\n  )\n' +
          '  ((not max-attempts exp 5)\n    not\n    (alert)\n    ((p2 not timeout:30s)\n' +
          '      ((> 0.05 max-attempts when) friday service)\n      ()\n    )\n  )\n  ()\n' +
          '  ((((severity ((when severity or)))\n      db.primary\n' +
          '      ((coffee coffee 3 db.replica retry) (()) ())\n      max-attempts\n      coffee\n    )\n' +
          '     error-rate\n     backoff\n     >\n   )\n    (5\n      not\n      service\n      replicas\n' +
          '      ((coffee backoff max-attempts deploy-freeze when)\n        (p1 error-rate)\n' +
          '        (> when retry (backoff max-attempts deploy-freeze))\n        deploy-freeze\n' +
          '        db.primary\n      )\n    )\n    3\n    (severity\n      (api service db.replica)\n' +
          '      (() (api p1 ()) retry backoff)\n      not\n      (alert)\n    )\n' +
          '    (nil () when timeout:30s ((()) deploy-freeze replicas))\n  )\n)\n' },
        { tag: 'maximum', input: '100\n(config\n  severity\n  when\n  and\n  deploy-freeze\n' +
          '  ((((p2 coffee) () page-oncall friday) friday or (p1)) error-rate 0.05 ())\n' +
          '  (when (db.replica (db.primary\n        ((p1 error-rate page-oncall retry) deploy-freeze () or)\n' +
          '        (db.primary backoff ((api service deploy-freeze) (db.replica\n              3\n' +
          '              nil\n' +
          '              backoff) when service (when exp)))) ()) severity ((and p1) 3 friday timeout:30s (backoff (exp replicas ((service or page-oncall p2))) (((exp error-rate coffee and and) exp page-oncall)) (not) error-rate)))\n' +
          '  ((nil) ((alert 5)\n      (p2\n        backoff\n        page-oncall\n        (db.replica)\n' +
          '        replicas)\n      backoff\n      (backoff friday)))\n  (db.primary\n    (alert)\n' +
          '    ((5 (db.primary db.replica (>))) (or (friday max-attempts) (exp when) ((api friday friday service) coffee (max-attempts)) 3) (page-oncall (nil or) (when\n' +
          '          service\n          ()\n          5\n          or) alert (severity p2)) replicas))\n' +
          '  (p1 (timeout:30s\n      (5 error-rate)) timeout:30s page-oncall)\n' +
          '  (((5 (0.05 timeout:30s (exp p2 5 p1) replicas) page-oncall not) coffee (nil (coffee not page-oncall) (nil max-attempts service ((nil)) and)) db.primary deploy-freeze) p2 (db.replica (when severity (retry db.primary severity) replicas) coffee) (and\n' +
          '      ((nil replicas) not retry page-oncall ())) retry)\n  (api service ((exp) (page-oncall\n' +
          '        deploy-freeze\n' +
          '        (3 (3 severity db.replica max-attempts backoff) exp)) ((db.replica error-rate 3))))\n  0.05\n' +
          '  page-oncall\n' +
          '  (((backoff deploy-freeze severity ((timeout:30s) (when (coffee) service api) severity)) ((((nil nil replicas)))\n' +
          '        db.replica\n        0.05\n        ((p1 coffee service)\n' +
          '          (db.primary exp (deploy-freeze) not)\n          5))) ((page-oncall error-rate severity (p2\n' +
          '          5\n          or\n          error-rate)) 5 p1) severity (3 exp (3 deploy-freeze) service))\n' +
          '  db.primary\n  ((timeout:30s))\n' +
          '  (timeout:30s ((exp) (error-rate (replicas not coffee exp) () (friday)) (not\n        service\n' +
          '        (((friday\n              max-attempts)\n            severity\n            p1) (page-oncall\n' +
          '            0.05\n            and))) (((not (p1 not) deploy-freeze)\n          0.05\n' +
          '          (db.primary or friday (service not when deploy-freeze retry) deploy-freeze)) (p1 ((deploy-freeze coffee 3 max-attempts when) (service exp friday db.primary) (exp deploy-freeze) api) nil (not db.replica) ()) 0.05 5 ((page-oncall)\n' +
          '          ((error-rate\n              when\n              timeout:30s\n              db.primary\n' +
          '              exp)))) (friday (db.primary (5 severity 3 (and db.primary) (nil\n              0.05\n' +
          '              db.primary)) severity) (>) 3 (db.replica 3))))\n  ((> deploy-freeze and friday)\n' +
          '    (p2)\n    timeout:30s)\n  (db.replica severity coffee (max-attempts ((>\n' +
          '          page-oncall) (deploy-freeze\n' +
          '          (() and (when or friday max-attempts when) (timeout:30s when backoff) db.primary)\n' +
          '          3\n          ((retry\n              nil\n              alert\n' +
          '              0.05) exp deploy-freeze p2)) deploy-freeze (((when when error-rate deploy-freeze nil) p1 0.05 (coffee))\n' +
          '          (timeout:30s (p2) retry severity (backoff coffee))\n          not\n' +
          '          p2) timeout:30s)))\n  ()\n  (>)\n' +
          '  (p2 () (severity 5 backoff alert (max-attempts retry (retry (nil nil nil) (backoff > (max-attempts) db.primary)) db.primary when)) nil backoff)\n' +
          '  nil\n  (or or severity severity)\n  retry\n  (((((3 api error-rate)\n          (page-oncall\n' +
          '            p2\n            or)\n          5\n' +
          '          deploy-freeze) max-attempts (when (db.replica db.replica (deploy-freeze) replicas page-oncall) (coffee api error-rate coffee) backoff))))\n' +
          '  (nil p1 service)\n' +
          '  ((when ((nil ((friday replicas 0.05 db.primary 3) deploy-freeze) replicas)) (coffee severity > 3 0.05) (timeout:30s (5 (page-oncall) (p2 and page-oncall 3 timeout:30s) retry (> ()))) 0.05))\n' +
          '  (service ((not) nil) 0.05 (coffee\n      severity\n      not\n      page-oncall\n      coffee) (((nil\n' +
          '          exp\n          not))\n      ((or\n          ((when not deploy-freeze p1) severity)\n' +
          '          (exp (when) 5)\n          0.05) replicas)\n      p2))\n' +
          '  (p2 (timeout:30s deploy-freeze 0.05 ((0.05 replicas retry backoff friday) (nil\n' +
          '          error-rate\n          max-attempts) (replicas) coffee) retry))\n' +
          '  (((error-rate () >) p1 (db.replica\n        (error-rate (and p1 backoff backoff))\n' +
          '        or) (replicas friday)) () backoff (alert\n      ((exp\n          p2\n          service\n' +
          '          exp) when ((coffee api 0.05 (>\n              3\n              exp\n              api\n' +
          '              or)) (friday\n            p1\n            exp\n            timeout:30s\n' +
          '            api) 0.05 3))\n      3\n' +
          '      alert) (severity p2 ((not deploy-freeze)) coffee (retry or ((3 0.05) replicas api)))))\n', output: '(config\n  severity\n  when\n  and\n  deploy-freeze\n' +
          '  ((((p2 coffee) () page-oncall friday) friday or (p1)) error-rate 0.05 ())\n  (when\n    (db.replica\n' +
          '      (db.primary\n        ((p1 error-rate page-oncall retry) deploy-freeze () or)\n' +
          '        (db.primary\n          backoff\n' +
          '          ((api service deploy-freeze) (db.replica 3 nil backoff) when service (when exp))\n' +
          '        )\n      )\n      ()\n    )\n    severity\n    ((and p1)\n      3\n      friday\n      timeout:30s\n' +
          '      (backoff\n        (exp replicas ((service or page-oncall p2)))\n' +
          '        (((exp error-rate coffee and and) exp page-oncall))\n        (not)\n        error-rate\n' +
          '      )\n    )\n  )\n' +
          '  ((nil) ((alert 5) (p2 backoff page-oncall (db.replica) replicas) backoff (backoff friday)))\n' +
          '  (db.primary\n    (alert)\n    ((5 (db.primary db.replica (>)))\n' +
          '      (or (friday max-attempts) (exp when) ((api friday friday service) coffee (max-attempts)) 3)\n' +
          '      (page-oncall (nil or) (when service () 5 or) alert (severity p2))\n      replicas\n    )\n  )\n' +
          '  (p1 (timeout:30s (5 error-rate)) timeout:30s page-oncall)\n' +
          '  (((5 (0.05 timeout:30s (exp p2 5 p1) replicas) page-oncall not)\n     coffee\n' +
          '     (nil (coffee not page-oncall) (nil max-attempts service ((nil)) and))\n     db.primary\n' +
          '     deploy-freeze\n   )\n    p2\n' +
          '    (db.replica (when severity (retry db.primary severity) replicas) coffee)\n' +
          '    (and ((nil replicas) not retry page-oncall ()))\n    retry\n  )\n  (api\n    service\n    ((exp)\n' +
          '      (page-oncall deploy-freeze (3 (3 severity db.replica max-attempts backoff) exp))\n' +
          '      ((db.replica error-rate 3))\n    )\n  )\n  0.05\n  page-oncall\n' +
          '  (((backoff deploy-freeze severity ((timeout:30s) (when (coffee) service api) severity))\n' +
          '     ((((nil nil replicas)))\n       db.replica\n       0.05\n' +
          '       ((p1 coffee service) (db.primary exp (deploy-freeze) not) 5)\n     )\n   )\n' +
          '    ((page-oncall error-rate severity (p2 5 or error-rate)) 5 p1)\n    severity\n' +
          '    (3 exp (3 deploy-freeze) service)\n  )\n  db.primary\n  ((timeout:30s))\n  (timeout:30s\n    ((exp)\n' +
          '      (error-rate (replicas not coffee exp) () (friday))\n' +
          '      (not service (((friday max-attempts) severity p1) (page-oncall 0.05 and)))\n' +
          '      (((not (p1 not) deploy-freeze)\n         0.05\n' +
          '         (db.primary or friday (service not when deploy-freeze retry) deploy-freeze)\n       )\n' +
          '        (p1\n          ((deploy-freeze coffee 3 max-attempts when)\n' +
          '            (service exp friday db.primary)\n            (exp deploy-freeze)\n            api\n' +
          '          )\n          nil\n          (not db.replica)\n          ()\n        )\n        0.05\n        5\n' +
          '        ((page-oncall) ((error-rate when timeout:30s db.primary exp)))\n      )\n      (friday\n' +
          '        (db.primary (5 severity 3 (and db.primary) (nil 0.05 db.primary)) severity)\n        (>)\n' +
          '        3\n        (db.replica 3)\n      )\n    )\n  )\n' +
          '  ((> deploy-freeze and friday) (p2) timeout:30s)\n  (db.replica\n    severity\n    coffee\n' +
          '    (max-attempts\n      ((> page-oncall)\n        (deploy-freeze\n' +
          '          (() and (when or friday max-attempts when) (timeout:30s when backoff) db.primary)\n' +
          '          3\n          ((retry nil alert 0.05) exp deploy-freeze p2)\n        )\n        deploy-freeze\n' +
          '        (((when when error-rate deploy-freeze nil) p1 0.05 (coffee))\n' +
          '          (timeout:30s (p2) retry severity (backoff coffee))\n          not\n          p2\n        )\n' +
          '        timeout:30s\n      )\n    )\n  )\n  ()\n  (>)\n  (p2\n    ()\n    (severity\n      5\n      backoff\n' +
          '      alert\n      (max-attempts\n        retry\n' +
          '        (retry (nil nil nil) (backoff > (max-attempts) db.primary))\n        db.primary\n        when\n' +
          '      )\n    )\n    nil\n    backoff\n  )\n  nil\n  (or or severity severity)\n  retry\n' +
          '  (((((3 api error-rate) (page-oncall p2 or) 5 deploy-freeze)\n      max-attempts\n      (when\n' +
          '        (db.replica db.replica (deploy-freeze) replicas page-oncall)\n' +
          '        (coffee api error-rate coffee)\n        backoff\n      )\n    )\n   )\n  )\n  (nil p1 service)\n' +
          '  ((when\n     ((nil ((friday replicas 0.05 db.primary 3) deploy-freeze) replicas))\n' +
          '     (coffee severity > 3 0.05)\n' +
          '     (timeout:30s (5 (page-oncall) (p2 and page-oncall 3 timeout:30s) retry (> ())))\n     0.05\n   )\n' +
          '  )\n  (service\n    ((not) nil)\n    0.05\n    (coffee severity not page-oncall coffee)\n' +
          '    (((nil exp not)) ((or ((when not deploy-freeze p1) severity) (exp (when) 5) 0.05) replicas) p2)\n' +
          '  )\n  (p2\n    (timeout:30s\n      deploy-freeze\n      0.05\n' +
          '      ((0.05 replicas retry backoff friday) (nil error-rate max-attempts) (replicas) coffee)\n' +
          '      retry\n    )\n  )\n' +
          '  (((error-rate () >) p1 (db.replica (error-rate (and p1 backoff backoff)) or) (replicas friday))\n' +
          '    ()\n    backoff\n    (alert\n      ((exp p2 service exp)\n        when\n' +
          '        ((coffee api 0.05 (> 3 exp api or)) (friday p1 exp timeout:30s api) 0.05 3)\n      )\n      3\n' +
          '      alert\n    )\n    (severity p2 ((not deploy-freeze)) coffee (retry or ((3 0.05) replicas api)))\n' +
          '  )\n)\n' },
        { tag: 'maximum', input: '40\n(config\n  ()\n  (or)\n  3\n  (((3 severity (nil)) (or not) api)\n    retry\n    (db.primary))\n' +
          '  ((p1 ())\n    (((or (3\n            when\n            (p1 error-rate p2))) service)))\n  ((3))\n' +
          '  db.primary\n  (>\n    ((severity (and\n          friday\n          (p1 () (exp\n              friday\n' +
          '              when) (p1 page-oncall p2 page-oncall deploy-freeze))\n' +
          '          exp) alert max-attempts (or))))\n  (coffee (coffee >))\n  p1\n  ((max-attempts (service)))\n' +
          '  (((nil\n        page-oncall) alert 3) (and retry) (nil))\n' +
          '  (api () ((when 5 severity) (5 alert timeout:30s db.primary) () 0.05) 5)\n  retry\n  severity\n' +
          '  coffee\n  nil\n  (() ((friday deploy-freeze > (> ((backoff coffee retry))))\n      p1\n      exp))\n' +
          '  db.primary\n  db.replica\n  (5 () (p2 3))\n  error-rate\n  replicas\n  p1\n  page-oncall\n  ()\n  retry\n' +
          '  (friday\n' +
          '    (friday ((p2) timeout:30s retry 5) ((retry (backoff) and p2 coffee) not (())) (5 replicas exp) coffee)\n' +
          '    page-oncall\n    (or (and\n        ((page-oncall (5) db.replica deploy-freeze max-attempts))\n' +
          '        and\n        when\n        timeout:30s) nil))\n  (alert\n    (db.replica)\n    (((nil nil and)\n' +
          '        timeout:30s\n' +
          '        (alert (api (error-rate) backoff 5) exp (() error-rate coffee) error-rate)\n        ((alert\n' +
          '            backoff) 0.05 (deploy-freeze and 5 db.primary)))\n' +
          '      (p2 when (error-rate when retry) p2 >))\n    (exp friday)\n    ())\n  severity\n  page-oncall\n' +
          '  ((((severity () coffee db.primary when)\n        retry\n        backoff\n' +
          '        timeout:30s) ((5 service api)) (((error-rate friday) severity () exp) deploy-freeze ((nil timeout:30s db.primary friday api)) when) (db.replica api friday page-oncall not) (backoff\n' +
          '        (3 3 page-oncall)\n        (service > (coffee service) timeout:30s coffee)\n        nil))\n' +
          '    service\n    (or)\n    (3 (((()\n            and\n' +
          '            >) and max-attempts (api (p1))) or when (not (3\n' +
          '            (page-oncall coffee timeout:30s)) (when replicas 0.05 alert)) (3 severity)) (or friday)))\n' +
          '  p1\n  p2\n  ((((5)\n        (replicas severity)\n        error-rate\n        ()\n' +
          '        (friday friday api exp timeout:30s)) (db.primary\n' +
          '        db.primary) friday) (service) (backoff and coffee (((alert retry service) not service () alert) service) (deploy-freeze max-attempts (severity p2 severity (0.05 (page-oncall db.primary 5 max-attempts when) deploy-freeze error-rate (db.primary))) (() (exp)) friday)) not db.primary)\n' +
          '  when\n  ()\n  p1\n  timeout:30s\n  db.primary\n  max-attempts\n  (coffee (replicas) (((>\n' +
          '          db.replica\n' +
          '          timeout:30s) and (max-attempts) ((> api (api) 3) max-attempts when) ())))\n' +
          '  (max-attempts 5 (((p2) (or\n          api\n          or\n          replicas\n' +
          '          nil) when db.primary 5) (> ((error-rate) exp page-oncall (coffee backoff deploy-freeze api 3)) ((timeout:30s api (page-oncall\n' +
          '              error-rate)) 3 (backoff) not replicas) ((replicas\n' +
          '            (api timeout:30s)) nil)) ((((> not timeout:30s nil severity) > 5) when) p2 timeout:30s)))\n' +
          '  ((not) and severity (db.primary))\n  (timeout:30s max-attempts)\n  (5\n    ()\n    ((())\n' +
          '      ((error-rate db.replica (0.05\n            coffee\n            page-oncall) when) (5\n' +
          '          (0.05\n            (deploy-freeze\n              not))\n' +
          '          not) (alert db.replica (p1 timeout:30s page-oncall error-rate replicas) ((alert coffee severity replicas 3)) deploy-freeze))\n' +
          '      alert)\n    ()\n    friday)\n  db.primary\n' +
          '  (timeout:30s ((db.replica service alert (page-oncall 0.05 ())) ((error-rate (p2 page-oncall db.primary 0.05)) db.replica ((when > deploy-freeze (when 0.05 error-rate db.primary)) backoff db.primary service severity) (page-oncall\n' +
          '          >\n          retry\n          friday\n          p1)) or) () (db.replica\n' +
          '      (and deploy-freeze deploy-freeze)))\n  timeout:30s\n  coffee\n  (p2 deploy-freeze () ((()\n' +
          '        (nil exp when or nil)\n        (friday))) (severity db.replica alert))\n' +
          '  (p2 coffee ((api (db.primary\n          (>\n            (and retry p2 not db.replica)\n' +
          '            retry)\n          3) (alert api page-oncall)) p2) (() (or) (replicas or (3\n          nil\n' +
          '          or\n          (nil coffee 3 >)\n          db.primary)) page-oncall 3))\n  ()\n  p1\n  (((0.05\n' +
          '        >)\n      db.replica\n      (3 (page-oncall) and)) ())\n  (())\n' +
          '  ((db.primary) ((coffee db.replica)\n      or\n      severity\n' +
          '      >) (friday and db.replica timeout:30s) retry)\n  (not () ((5\n' +
          '        >) ((not timeout:30s > deploy-freeze) friday (replicas ((error-rate retry severity 0.05 nil) and ()) friday and p1) (p2) ((service))) db.replica backoff (service (alert timeout:30s error-rate p1 when) (5 retry max-attempts ((backoff) () > (page-oncall)) p2) friday))))\n', output: '(config\n  ()\n  (or)\n  3\n  (((3 severity (nil)) (or not) api)\n    retry\n    (db.primary)\n  )\n' +
          '  ((p1 ())\n    (((or (3 when (p1 error-rate p2)))\n       service\n     )\n    )\n  )\n  ((3))\n' +
          '  db.primary\n  (>\n    ((severity\n       (and\n         friday\n         (p1\n           ()\n' +
          '           (exp friday when)\n           (p1\n             page-oncall\n             p2\n' +
          '             page-oncall\n             deploy-freeze\n           )\n         )\n         exp\n       )\n' +
          '       alert\n       max-attempts\n       (or)\n     )\n    )\n  )\n  (coffee (coffee >))\n  p1\n' +
          '  ((max-attempts (service)))\n  (((nil page-oncall) alert 3)\n    (and retry)\n    (nil)\n  )\n  (api\n' +
          '    ()\n    ((when 5 severity)\n      (5 alert timeout:30s db.primary)\n      ()\n      0.05\n    )\n' +
          '    5\n  )\n  retry\n  severity\n  coffee\n  nil\n  (()\n    ((friday\n       deploy-freeze\n       >\n' +
          '       (> ((backoff coffee retry)))\n     )\n      p1\n      exp\n    )\n  )\n  db.primary\n  db.replica\n' +
          '  (5 () (p2 3))\n  error-rate\n  replicas\n  p1\n  page-oncall\n  ()\n  retry\n  (friday\n    (friday\n' +
          '      ((p2) timeout:30s retry 5)\n      ((retry (backoff) and p2 coffee)\n        not\n        (())\n' +
          '      )\n      (5 replicas exp)\n      coffee\n    )\n    page-oncall\n    (or\n      (and\n' +
          '        ((page-oncall\n           (5)\n           db.replica\n           deploy-freeze\n' +
          '           max-attempts\n         )\n        )\n        and\n        when\n        timeout:30s\n      )\n' +
          '      nil\n    )\n  )\n  (alert\n    (db.replica)\n    (((nil nil and)\n       timeout:30s\n       (alert\n' +
          '         (api (error-rate) backoff 5)\n         exp\n         (() error-rate coffee)\n' +
          '         error-rate\n       )\n       ((alert backoff)\n         0.05\n         (deploy-freeze\n' +
          '           and\n           5\n           db.primary\n         )\n       )\n     )\n      (p2\n        when\n' +
          '        (error-rate when retry)\n        p2\n        >\n      )\n    )\n    (exp friday)\n    ()\n  )\n' +
          '  severity\n  page-oncall\n  ((((severity\n       ()\n       coffee\n       db.primary\n       when\n' +
          '     )\n      retry\n      backoff\n      timeout:30s\n    )\n     ((5 service api))\n' +
          '     (((error-rate friday)\n        severity\n        ()\n        exp\n      )\n       deploy-freeze\n' +
          '       ((nil\n          timeout:30s\n          db.primary\n          friday\n          api\n        )\n' +
          '       )\n       when\n     )\n     (db.replica\n       api\n       friday\n       page-oncall\n       not\n' +
          '     )\n     (backoff\n       (3 3 page-oncall)\n       (service\n         >\n         (coffee service)\n' +
          '         timeout:30s\n         coffee\n       )\n       nil\n     )\n   )\n    service\n    (or)\n    (3\n' +
          '      (((() and >)\n         and\n         max-attempts\n         (api (p1))\n       )\n        or\n' +
          '        when\n        (not\n          (3\n            (page-oncall\n              coffee\n' +
          '              timeout:30s\n            )\n          )\n          (when replicas 0.05 alert)\n        )\n' +
          '        (3 severity)\n      )\n      (or friday)\n    )\n  )\n  p1\n  p2\n  ((((5)\n' +
          '      (replicas severity)\n      error-rate\n      ()\n      (friday\n        friday\n        api\n' +
          '        exp\n        timeout:30s\n      )\n    )\n     (db.primary db.primary)\n     friday\n   )\n' +
          '    (service)\n    (backoff\n      and\n      coffee\n      (((alert retry service)\n         not\n' +
          '         service\n         ()\n         alert\n       )\n        service\n      )\n      (deploy-freeze\n' +
          '        max-attempts\n        (severity\n          p2\n          severity\n          (0.05\n' +
          '            (page-oncall\n              db.primary\n              5\n              max-attempts\n' +
          '              when\n            )\n            deploy-freeze\n            error-rate\n' +
          '            (db.primary)\n          )\n        )\n        (() (exp))\n        friday\n      )\n    )\n' +
          '    not\n    db.primary\n  )\n  when\n  ()\n  p1\n  timeout:30s\n  db.primary\n  max-attempts\n  (coffee\n' +
          '    (replicas)\n    (((> db.replica timeout:30s)\n       and\n       (max-attempts)\n' +
          '       ((> api (api) 3)\n         max-attempts\n         when\n       )\n       ()\n     )\n    )\n  )\n' +
          '  (max-attempts\n    5\n    (((p2)\n       (or api or replicas nil)\n       when\n       db.primary\n' +
          '       5\n     )\n      (>\n        ((error-rate)\n          exp\n          page-oncall\n' +
          '          (coffee\n            backoff\n            deploy-freeze\n            api\n            3\n' +
          '          )\n        )\n        ((timeout:30s\n           api\n           (page-oncall error-rate)\n' +
          '         )\n          3\n          (backoff)\n          not\n          replicas\n        )\n' +
          '        ((replicas (api timeout:30s))\n          nil\n        )\n      )\n      ((((>\n           not\n' +
          '           timeout:30s\n           nil\n           severity\n         )\n          >\n          5\n' +
          '        )\n         when\n       )\n        p2\n        timeout:30s\n      )\n    )\n  )\n' +
          '  ((not) and severity (db.primary))\n  (timeout:30s max-attempts)\n  (5\n    ()\n    ((())\n' +
          '      ((error-rate\n         db.replica\n         (0.05 coffee page-oncall)\n         when\n       )\n' +
          '        (5\n          (0.05 (deploy-freeze not))\n          not\n        )\n        (alert\n' +
          '          db.replica\n          (p1\n            timeout:30s\n            page-oncall\n' +
          '            error-rate\n            replicas\n          )\n          ((alert\n             coffee\n' +
          '             severity\n             replicas\n             3\n           )\n          )\n' +
          '          deploy-freeze\n        )\n      )\n      alert\n    )\n    ()\n    friday\n  )\n  db.primary\n' +
          '  (timeout:30s\n    ((db.replica\n       service\n       alert\n       (page-oncall 0.05 ())\n     )\n' +
          '      ((error-rate\n         (p2\n           page-oncall\n           db.primary\n           0.05\n' +
          '         )\n       )\n        db.replica\n        ((when\n           >\n           deploy-freeze\n' +
          '           (when\n             0.05\n             error-rate\n             db.primary\n           )\n' +
          '         )\n          backoff\n          db.primary\n          service\n          severity\n        )\n' +
          '        (page-oncall > retry friday p1)\n      )\n      or\n    )\n    ()\n    (db.replica\n' +
          '      (and deploy-freeze deploy-freeze)\n    )\n  )\n  timeout:30s\n  coffee\n  (p2\n    deploy-freeze\n' +
          '    ()\n    ((() (nil exp when or nil) (friday))\n    )\n    (severity db.replica alert)\n  )\n  (p2\n' +
          '    coffee\n    ((api\n       (db.primary\n         (>\n           (and retry p2 not db.replica)\n' +
          '           retry\n         )\n         3\n       )\n       (alert api page-oncall)\n     )\n      p2\n' +
          '    )\n    (()\n      (or)\n      (replicas\n        or\n        (3\n          nil\n          or\n' +
          '          (nil coffee 3 >)\n          db.primary\n        )\n      )\n      page-oncall\n      3\n    )\n' +
          '  )\n  ()\n  p1\n  (((0.05 >)\n     db.replica\n     (3 (page-oncall) and)\n   )\n    ()\n  )\n  (())\n' +
          '  ((db.primary)\n    ((coffee db.replica) or severity >)\n    (friday and db.replica timeout:30s)\n' +
          '    retry\n  )\n  (not\n    ()\n    ((5 >)\n      ((not timeout:30s > deploy-freeze)\n        friday\n' +
          '        (replicas\n          ((error-rate\n             retry\n             severity\n             0.05\n' +
          '             nil\n           )\n            and\n            ()\n          )\n          friday\n' +
          '          and\n          p1\n        )\n        (p2)\n        ((service))\n      )\n      db.replica\n' +
          '      backoff\n      (service\n        (alert\n          timeout:30s\n          error-rate\n          p1\n' +
          '          when\n        )\n        (5\n          retry\n          max-attempts\n' +
          '          ((backoff) () > (page-oncall))\n          p2\n        )\n        friday\n      )\n    )\n  )\n)\n' },
      ],
    },
    D: {
      description:
        'The real config file has comments and string literals, and the pretty-printer must cope with both. ' +
        'A ; outside a string starts a comment that runs to the end of the line and is dropped; a string (a " followed by any characters except " and line breaks, then a closing ") is a single atom, spaces, parentheses and ; inside it included; other atoms are maximal runs of characters other than whitespace, parentheses, ; and ". ' +
        'The flat form of an atom is the atom itself, and of a list it is ( followed by the flat forms of its elements joined by single spaces, then ). ' +
        'To print an expression e starting at column c (the number of characters already on the current line) when t closing parentheses will follow it on that line: if e is an atom or the empty list, or if c + (length of its flat form) + t <= W, print its flat form. ' +
        'Otherwise e is a list (x1 x2 ... xk): print (, then x1 starting at column c + 1, then each of x2 ... xk on a new line indented by c + 2 spaces, and finally ) right after the last element; every element is printed by the same rule with t = 0, except the last one, which gets t + 1. ' +
        'The whole expression is printed starting at column 0 with t = 0.',
      human: {
        input_format: 'The first line holds the width W (10 <= W <= 100). The rest of the input (at most 5000 characters) holds exactly one S-expression, possibly spread over several lines. An atom is a maximal run of 1 to 30 characters other than whitespace and parentheses, ; and " (strings are atoms too, of 2 to 30 characters including both quotes; comments may appear wherever whitespace may); a list is ( followed by zero or more S-expressions and then ). Elements are separated by whitespace (any amount, line breaks included), which is optional next to parentheses. Lists are nested at most 30 deep. The emptiest input is the empty list (), which prints ().',
        output_format: 'The pretty-printed expression without comments; leading spaces matter.',
        examples: { input: '24\n(alert ; who to wake\n  (page "on call (primary)") (severity p1))\n', output: '(alert\n  (page\n    "on call (primary)")\n  (severity p1))\n' },
      },
      hints: ['Tokenise first: strings, comments, parentheses, atoms.', 'A ; inside a string is not a comment.'],
      par: 873,
      cases: [
        { tag: 'empty', input: '10\n()\n', output: '()\n' },
        { tag: 'minimum', input: '10\nx\n', output: 'x\n' },
        { tag: 'typical', input: '20\n(define (fact n) (if (= n 0) 1 (* n (fact (- n 1)))))\n', output: '(define\n  (fact n)\n  (if\n    (= n 0)\n    1\n    (*\n      n\n      (fact\n        (- n 1)))))\n' },
        { tag: 'typical', input: '40\n' +
          '(service api (replicas 3) (retry (backoff exp) (max-attempts 5)) (alert (when (> error-rate 0.05)) (page-oncall p1)))\n', output: '(service\n  api\n  (replicas 3)\n  (retry (backoff exp) (max-attempts 5))\n  (alert\n' +
          '    (when (> error-rate 0.05))\n    (page-oncall p1)))\n' },
        { tag: 'tricky', input: '10\n(retry-policy-for-the-payment-gateway x)\n', output: '(retry-policy-for-the-payment-gateway\n  x)\n' },
        { tag: 'tricky', input: '12\n((((((abc))))))\n', output: '((((((abc))))))\n' },
        { tag: 'tricky', input: '15\n(  a(b   c)\n   (d)e\n()  )\n', output: '(a\n  (b c)\n  (d)\n  e\n  ())\n' },
        { tag: 'tricky', input: '30\n' +
          '(service api (replicas 3) (retry (backoff exp) (max-attempts 5)) (alert (when (> error-rate 0.05)) (page-oncall p1)))\n', output: '(service\n  api\n  (replicas 3)\n  (retry\n    (backoff exp)\n    (max-attempts 5))\n  (alert\n' +
          '    (when (> error-rate 0.05))\n    (page-oncall p1)))\n' },
        { tag: 'tricky', input: '20\n(msg "a ; b" ; real comment ("x")\n "(not a list)" y)\n', output: '(msg\n  "a ; b"\n  "(not a list)"\n  y)\n' },
        { tag: 'typical', input: '60\n(config\n  () ; more\n  ((()) timeout:30s replicas ((or "on call (api)" (deploy-freeze exp when))\n' +
          '      ()) ()) ; more\n  "on call (error-rate)" ; more\n  "on call (p1)" ; more\n  0.05 ; more\n' +
          '  (()) ; more\n  (exp\n    coffee\n    api) ; more\n  deploy-freeze ; more\n' +
          '  (replicas (((((replicas) 0.05 and 3) nil)\n        5\n' +
          '        (("on call (deploy-freeze)" (not "on call (and)" friday alert friday) alert "on call (and)"))\n' +
          '        error-rate\n' +
          '        nil) db.primary page-oncall max-attempts ("on call (timeout:30s)")) ((deploy-freeze) replicas) ((not 3) "on call (5)")) ; more\n' +
          '  (when) ; more\n' +
          '  (page-oncall "on call (not)" and ((error-rate (max-attempts exp deploy-freeze >) () when) ((not\n' +
          '          not)) when)))\n', output: '(config\n  ()\n  ((())\n    timeout:30s\n    replicas\n' +
          '    ((or "on call (api)" (deploy-freeze exp when)) ())\n    ())\n  "on call (error-rate)"\n' +
          '  "on call (p1)"\n  0.05\n  (())\n  (exp coffee api)\n  deploy-freeze\n  (replicas\n' +
          '    (((((replicas) 0.05 and 3) nil)\n       5\n       (("on call (deploy-freeze)"\n' +
          '          (not "on call (and)" friday alert friday)\n          alert\n          "on call (and)"))\n' +
          '       error-rate\n       nil)\n      db.primary\n      page-oncall\n      max-attempts\n' +
          '      ("on call (timeout:30s)"))\n    ((deploy-freeze) replicas)\n    ((not 3) "on call (5)"))\n' +
          '  (when)\n  (page-oncall\n    "on call (not)"\n    and\n' +
          '    ((error-rate (max-attempts exp deploy-freeze >) () when)\n      ((not not))\n      when)))\n' },
        { tag: 'maximum', input: '100\n(config\n  "on call (exp)" ; more\n  and ; more\n  retry ; more\n' +
          '  ((((coffee severity) friday "on call (3)" or) exp 5) 0.05 () ("on call (when)") 3) ; more\n  (api\n' +
          '    5\n    ("on call (error-rate)" (5) ())) ; more\n  3 ; more\n  (or\n' +
          '    ("on call (api)" ((("on call (when)" service (exp coffee) service) severity max-attempts (when >)) timeout:30s nil) "on call (replicas)")\n' +
          '    and\n    backoff) ; more\n  (((("on call (3)") (coffee\n          ()\n          not\n          5\n' +
          '          (p1)) (replicas error-rate error-rate when api) 5) (page-oncall page-oncall ("on call (api)") max-attempts (backoff)) ((db.replica db.primary not) () ((replicas retry >) p1 (retry "on call (friday)" backoff ("on call (exp)" when)) severity)) ((alert alert (service\n' +
          '            exp\n' +
          '            (page-oncall api when deploy-freeze and)) when nil) 5 "on call (replicas)") or) or (5 retry p1 ("on call (backoff)" replicas)) (not)) ; more\n' +
          '  (((not ((and) p2 3 (0.05)) when when) db.replica "on call (alert)" not when) api ("on call (retry)") db.primary (and)) ; more\n' +
          '  (not () ((p2 or retry (coffee\n          ()\n          exp))) coffee) ; more\n  (coffee ()) ; more\n' +
          '  (service (api) ("on call (service)"\n      ((p2) friday deploy-freeze)) 3 (alert\n      db.replica\n' +
          '      deploy-freeze\n      api\n      exp)) ; more\n  (db.replica "on call (backoff)") ; more\n' +
          '  replicas ; more\n  (backoff (() 3 (5 or exp api) ((0.05) service coffee))) ; more\n' +
          '  ((not nil ((p2) replicas ((retry (p2\n              p1\n              "on call (coffee)"\n' +
          '              nil) error-rate ("on call (api)"))\n          page-oncall\n' +
          '          replicas) friday))) ; more\n  5 ; more\n  ((retry page-oncall)\n' +
          '    (exp (3) "on call (error-rate)" service)\n    "on call (api)"\n    ()) ; more\n' +
          '  page-oncall ; more\n  (timeout:30s\n    ((>) ((replicas\n          "on call (friday)"\n          exp\n' +
          '          severity)) (((> retry >) ((severity) db.replica))) (and) db.replica)\n' +
          '    ((0.05 p1 error-rate) 0.05 (deploy-freeze friday (when\n          ("on call (api)"\n' +
          '            replicas\n            p1\n            (timeout:30s deploy-freeze 3 when))\n' +
          '          (db.primary 3 deploy-freeze () nil)\n          ()\n' +
          '          (service deploy-freeze 5 "on call (deploy-freeze)" ("on call (page-oncall)"))) () ((timeout:30s or friday (db.primary error-rate max-attempts) friday))))) ; more\n' +
          '  ((max-attempts\n      severity\n' +
          '      ((3 (3 friday) ((backoff "on call (db.replica)" service alert friday) timeout:30s "on call (page-oncall)") 5) "on call (p2)" coffee (p2 not) >)\n' +
          '      page-oncall\n      (error-rate\n        severity\n        ((friday\n            max-attempts\n' +
          '            (when page-oncall db.primary)\n            page-oncall\n            retry) nil retry ())\n' +
          '        when))\n    (3)\n    ("on call (error-rate)" ((timeout:30s)\n        "on call (when)"\n' +
          '        (service "on call (p2)" (backoff) coffee (p2 timeout:30s))\n        service\n' +
          '        when) p1 (db.primary severity and "on call (5)" retry) (page-oncall 3 retry (severity nil api) backoff))\n' +
          '    (("on call (friday)" (coffee) severity backoff (or 0.05 3)))) ; more\n' +
          '  ((((api error-rate 5) replicas or 5) db.replica (when (api deploy-freeze (max-attempts >) (or) and) 0.05))) ; more\n' +
          '  () ; more\n  p1 ; more\n  coffee ; more\n  ((page-oncall\n      nil\n' +
          '      (db.replica ((3 deploy-freeze "on call (replicas)") backoff coffee deploy-freeze) exp)\n' +
          '      (timeout:30s\n' +
          '        (error-rate (timeout:30s coffee (page-oncall 3 "on call (timeout:30s)" 0.05) p1) (or 0.05 p1 error-rate) 5 ("on call (timeout:30s)"))\n' +
          '        0.05\n        (page-oncall not severity coffee (retry))\n        api)\n' +
          '      db.primary)) ; more\n  (db.primary (db.replica\n      not\n' +
          '      max-attempts) "on call (db.replica)" ((service)\n      (db.primary)\n' +
          '      ((db.replica max-attempts (coffee (3 deploy-freeze) "on call (replicas)") (db.primary) nil))\n' +
          '      max-attempts) (service)) ; more\n  retry ; more\n  (()\n    page-oncall\n' +
          '    ("on call (exp)" > p1 (db.primary\n        (replicas and (backoff friday () severity))\n' +
          '        friday) (3))\n    ((exp\n        timeout:30s)\n      p2\n      db.primary\n      ())\n' +
          '    coffee) ; more\n  0.05 ; more\n  (exp "on call (or)" coffee friday (timeout:30s\n' +
          '      (db.replica)\n      "on call (max-attempts)"\n      "on call (alert)")) ; more\n  exp ; more\n' +
          '  ((((service timeout:30s) (3 alert)))\n    ("on call (replicas)" db.replica retry nil ())\n    ()\n' +
          '    ()\n    "on call (deploy-freeze)") ; more\n  coffee ; more\n  (("on call (alert)" 3)) ; more\n' +
          '  db.primary ; more\n  service ; more\n  () ; more\n  and ; more\n' +
          '  (((> ("on call (deploy-freeze)" "on call (retry)" (retry) (() nil 5 (page-oncall coffee coffee)) not) (page-oncall (nil (5 error-rate db.primary friday p2) > severity ()) "on call (error-rate)" "on call (or)" alert) p1 alert) () severity nil (error-rate (friday (friday\n' +
          '            or\n            (when 5)\n            ()\n' +
          '            "on call (when)") backoff 0.05 ()) and or)) () p1 not))\n', output: '(config\n  "on call (exp)"\n  and\n  retry\n' +
          '  ((((coffee severity) friday "on call (3)" or) exp 5) 0.05 () ("on call (when)") 3)\n' +
          '  (api 5 ("on call (error-rate)" (5) ()))\n  3\n  (or\n    ("on call (api)"\n' +
          '      ((("on call (when)" service (exp coffee) service) severity max-attempts (when >))\n' +
          '        timeout:30s\n        nil)\n      "on call (replicas)")\n    and\n    backoff)\n' +
          '  (((("on call (3)") (coffee () not 5 (p1)) (replicas error-rate error-rate when api) 5)\n' +
          '     (page-oncall page-oncall ("on call (api)") max-attempts (backoff))\n' +
          '     ((db.replica db.primary not)\n       ()\n' +
          '       ((replicas retry >) p1 (retry "on call (friday)" backoff ("on call (exp)" when)) severity))\n' +
          '     ((alert alert (service exp (page-oncall api when deploy-freeze and)) when nil)\n       5\n' +
          '       "on call (replicas)")\n     or)\n    or\n    (5 retry p1 ("on call (backoff)" replicas))\n' +
          '    (not))\n  (((not ((and) p2 3 (0.05)) when when) db.replica "on call (alert)" not when)\n    api\n' +
          '    ("on call (retry)")\n    db.primary\n    (and))\n  (not () ((p2 or retry (coffee () exp))) coffee)\n' +
          '  (coffee ())\n  (service\n    (api)\n    ("on call (service)" ((p2) friday deploy-freeze))\n    3\n' +
          '    (alert db.replica deploy-freeze api exp))\n  (db.replica "on call (backoff)")\n  replicas\n' +
          '  (backoff (() 3 (5 or exp api) ((0.05) service coffee)))\n  ((not\n     nil\n     ((p2)\n' +
          '       replicas\n' +
          '       ((retry (p2 p1 "on call (coffee)" nil) error-rate ("on call (api)")) page-oncall replicas)\n' +
          '       friday)))\n  5\n' +
          '  ((retry page-oncall) (exp (3) "on call (error-rate)" service) "on call (api)" ())\n  page-oncall\n' +
          '  (timeout:30s\n    ((>)\n      ((replicas "on call (friday)" exp severity))\n' +
          '      (((> retry >) ((severity) db.replica)))\n      (and)\n      db.replica)\n' +
          '    ((0.05 p1 error-rate)\n      0.05\n      (deploy-freeze\n        friday\n        (when\n' +
          '          ("on call (api)" replicas p1 (timeout:30s deploy-freeze 3 when))\n' +
          '          (db.primary 3 deploy-freeze () nil)\n          ()\n' +
          '          (service deploy-freeze 5 "on call (deploy-freeze)" ("on call (page-oncall)")))\n        ()\n' +
          '        ((timeout:30s or friday (db.primary error-rate max-attempts) friday)))))\n  ((max-attempts\n' +
          '     severity\n     ((3\n        (3 friday)\n' +
          '        ((backoff "on call (db.replica)" service alert friday) timeout:30s "on call (page-oncall)")\n' +
          '        5)\n       "on call (p2)"\n       coffee\n       (p2 not)\n       >)\n     page-oncall\n' +
          '     (error-rate\n       severity\n' +
          '       ((friday max-attempts (when page-oncall db.primary) page-oncall retry) nil retry ())\n' +
          '       when))\n    (3)\n    ("on call (error-rate)"\n      ((timeout:30s)\n        "on call (when)"\n' +
          '        (service "on call (p2)" (backoff) coffee (p2 timeout:30s))\n        service\n        when)\n' +
          '      p1\n      (db.primary severity and "on call (5)" retry)\n' +
          '      (page-oncall 3 retry (severity nil api) backoff))\n' +
          '    (("on call (friday)" (coffee) severity backoff (or 0.05 3))))\n' +
          '  ((((api error-rate 5) replicas or 5)\n     db.replica\n' +
          '     (when (api deploy-freeze (max-attempts >) (or) and) 0.05)))\n  ()\n  p1\n  coffee\n  ((page-oncall\n' +
          '     nil\n' +
          '     (db.replica ((3 deploy-freeze "on call (replicas)") backoff coffee deploy-freeze) exp)\n' +
          '     (timeout:30s\n       (error-rate\n' +
          '         (timeout:30s coffee (page-oncall 3 "on call (timeout:30s)" 0.05) p1)\n' +
          '         (or 0.05 p1 error-rate)\n         5\n         ("on call (timeout:30s)"))\n       0.05\n' +
          '       (page-oncall not severity coffee (retry))\n       api)\n     db.primary))\n  (db.primary\n' +
          '    (db.replica not max-attempts)\n    "on call (db.replica)"\n    ((service)\n      (db.primary)\n' +
          '      ((db.replica max-attempts (coffee (3 deploy-freeze) "on call (replicas)") (db.primary) nil))\n' +
          '      max-attempts)\n    (service))\n  retry\n  (()\n    page-oncall\n' +
          '    ("on call (exp)" > p1 (db.primary (replicas and (backoff friday () severity)) friday) (3))\n' +
          '    ((exp timeout:30s) p2 db.primary ())\n    coffee)\n  0.05\n  (exp\n    "on call (or)"\n    coffee\n' +
          '    friday\n    (timeout:30s (db.replica) "on call (max-attempts)" "on call (alert)"))\n  exp\n' +
          '  ((((service timeout:30s) (3 alert)))\n    ("on call (replicas)" db.replica retry nil ())\n    ()\n' +
          '    ()\n    "on call (deploy-freeze)")\n  coffee\n  (("on call (alert)" 3))\n  db.primary\n  service\n' +
          '  ()\n  and\n  (((>\n      ("on call (deploy-freeze)"\n        "on call (retry)"\n        (retry)\n' +
          '        (() nil 5 (page-oncall coffee coffee))\n        not)\n      (page-oncall\n' +
          '        (nil (5 error-rate db.primary friday p2) > severity ())\n        "on call (error-rate)"\n' +
          '        "on call (or)"\n        alert)\n      p1\n      alert)\n     ()\n     severity\n     nil\n' +
          '     (error-rate (friday (friday or (when 5) () "on call (when)") backoff 0.05 ()) and or))\n    ()\n' +
          '    p1\n    not))\n' },
        { tag: 'maximum', input: '40\n(config\n  () ; more\n  (alert) ; more\n' +
          '  ((((retry 0.05) (() (api retry)) db.primary timeout:30s (retry service p2 coffee ()))\n' +
          '      (api)) ((>\n        ((>) ((db.primary >)))\n        "on call (error-rate)"\n' +
          '        (coffee coffee friday (alert (max-attempts friday exp 0.05 p1) deploy-freeze api) alert)\n' +
          '        db.replica))) ; more\n  (page-oncall coffee (retry\n      ("on call (p2)"\n        backoff\n' +
          '        0.05)) nil backoff) ; more\n  (((retry ((not and "on call (0.05)" or) max-attempts (not\n' +
          '            (exp\n              or\n              deploy-freeze\n              deploy-freeze)\n' +
          '            max-attempts\n            error-rate) alert)) p2 ()) backoff "on call (service)") ; more\n' +
          '  api ; more\n  "on call (nil)" ; more\n' +
          '  (() ((or () (max-attempts retry) coffee) replicas (not db.primary))) ; more\n  max-attempts ; more\n' +
          '  service ; more\n  ((service)\n    nil\n    "on call (p1)"\n    deploy-freeze) ; more\n' +
          '  ((replicas (not\n        error-rate) (not) error-rate) backoff (replicas) (friday) (db.primary\n' +
          '      error-rate)) ; more\n  retry ; more\n  () ; more\n  replicas ; more\n  or ; more\n' +
          '  "on call (3)" ; more\n  "on call (friday)" ; more\n  (or\n    (((friday (db.replica\n            3\n' +
          '            db.replica\n            deploy-freeze\n            timeout:30s) api p2 ()))\n      (not\n' +
          '        backoff\n        p1\n        (3 3 ())\n        "on call (when)")\n' +
          '      ((retry) p1 deploy-freeze (friday\n          coffee\n          error-rate\n' +
          '          (db.replica (backoff) replicas page-oncall)\n          p2) 3))\n' +
          '    (alert () error-rate timeout:30s 5)\n    severity) ; more\n' +
          '  (db.replica (() p1 ((5 (severity ())) 3 error-rate) (backoff) timeout:30s)) ; more\n' +
          '  (p1 db.replica) ; more\n  ((when db.primary) () "on call (exp)" alert) ; more\n  ((or\n      ()\n' +
          '      not\n      (not db.replica backoff)\n      error-rate)) ; more\n' +
          '  (((3 replicas (max-attempts when "on call (coffee)" p2 p1) () retry) page-oncall retry (not page-oncall ("on call (api)" ("on call (>)"\n' +
          '            (max-attempts)) api (deploy-freeze) timeout:30s)))\n    not\n' +
          '    (deploy-freeze page-oncall)\n    >) ; more\n  retry ; more\n  replicas ; more\n  (alert\n' +
          '    (or (friday "on call (db.replica)" max-attempts p1))\n    (((api alert (severity\n' +
          '            "on call (5)") and (coffee api nil alert (db.primary\n              db.primary)))\n' +
          '        (service retry)\n        service)\n      alert\n      and\n      ("on call (3)" retry)\n' +
          '      ())\n    coffee) ; more\n  () ; more\n  "on call (service)" ; more\n  ((and (p2\n' +
          '        db.replica\n        p2\n        (db.primary\n          (deploy-freeze)\n' +
          '          (("on call (page-oncall)"\n              5\n              page-oncall) 5 (3 friday nil))\n' +
          '          api)) () exp db.primary) (((timeout:30s) friday api ((> page-oncall "on call (5)" (deploy-freeze) page-oncall)\n' +
          '          3) p2) and) (() friday) ("on call (5)" ((("on call (coffee)")\n' +
          '          ("on call (api)" exp nil when and)\n          (> (p2\n              api\n' +
          '              "on call (3)"\n' +
          '              exp) p2 (backoff deploy-freeze api "on call (3)") replicas)\n          (retry\n' +
          '            "on call (db.primary)"\n            error-rate)\n' +
          '          3) "on call (exp)" page-oncall) "on call (severity)" ((coffee (replicas)) 3))) ; more\n' +
          '  ((() (())) (exp timeout:30s alert exp) ((severity ("on call (db.primary)") (retry not) 5) alert () ("on call (>)" ((db.replica\n' +
          '            p1\n            (coffee page-oncall 3 retry)\n' +
          '            coffee) (timeout:30s deploy-freeze) severity) when alert) friday) api (api (((() "on call (api)" retry) 0.05 5 p2)))) ; more\n' +
          '  () ; more\n' +
          '  ((db.primary ((error-rate (deploy-freeze severity ("on call (error-rate)" page-oncall) deploy-freeze db.primary) (db.replica db.replica replicas > "on call (deploy-freeze)"))) db.primary ()) > ("on call (friday)" page-oncall api)) ; more\n' +
          '  p1 ; more\n  db.primary ; more\n  (p2 (page-oncall\n      and\n      (db.primary timeout:30s)\n' +
          '      (p2 p2)\n      not) (()\n' +
          '      (api (5 or p1 error-rate) (and "on call (alert)" timeout:30s) ("on call (>)" when (db.replica (when\n' +
          '              "on call (5)"\n              or\n              exp\n' +
          '              retry) p2 when) not) alert)\n' +
          '      (> severity retry db.replica)) ((exp () 3) or (0.05 (retry "on call (page-oncall)") retry "on call (timeout:30s)") retry "on call (p2)") ((p2 (backoff 3 (db.replica) and)) (friday (> (retry)) backoff coffee db.primary) severity)) ; more\n' +
          '  ((max-attempts timeout:30s (max-attempts (replicas\n' +
          '          (coffee when not db.primary severity)\n          0.05)) when (replicas\n' +
          '        (((nil) alert friday timeout:30s p1) (p1) nil)\n        (max-attempts)\n' +
          '        (("on call (deploy-freeze)" "on call (p1)" "on call (timeout:30s)" replicas)\n' +
          '          p2)))))\n', output: '(config\n  ()\n  (alert)\n  ((((retry 0.05)\n      (() (api retry))\n      db.primary\n      timeout:30s\n' +
          '      (retry service p2 coffee ()))\n     (api))\n    ((>\n       ((>) ((db.primary >)))\n' +
          '       "on call (error-rate)"\n       (coffee\n         coffee\n         friday\n         (alert\n' +
          '           (max-attempts\n             friday\n             exp\n             0.05\n             p1)\n' +
          '           deploy-freeze\n           api)\n         alert)\n       db.replica)))\n  (page-oncall\n' +
          '    coffee\n    (retry\n      ("on call (p2)" backoff 0.05))\n    nil\n    backoff)\n  (((retry\n' +
          '      ((not and "on call (0.05)" or)\n        max-attempts\n        (not\n          (exp\n' +
          '            or\n            deploy-freeze\n            deploy-freeze)\n          max-attempts\n' +
          '          error-rate)\n        alert))\n     p2\n     ())\n    backoff\n    "on call (service)")\n  api\n' +
          '  "on call (nil)"\n  (()\n    ((or () (max-attempts retry) coffee)\n      replicas\n' +
          '      (not db.primary)))\n  max-attempts\n  service\n  ((service)\n    nil\n    "on call (p1)"\n' +
          '    deploy-freeze)\n  ((replicas\n     (not error-rate)\n     (not)\n     error-rate)\n    backoff\n' +
          '    (replicas)\n    (friday)\n    (db.primary error-rate))\n  retry\n  ()\n  replicas\n  or\n' +
          '  "on call (3)"\n  "on call (friday)"\n  (or\n    (((friday\n        (db.replica\n          3\n' +
          '          db.replica\n          deploy-freeze\n          timeout:30s)\n        api\n        p2\n' +
          '        ()))\n      (not\n        backoff\n        p1\n        (3 3 ())\n        "on call (when)")\n' +
          '      ((retry)\n        p1\n        deploy-freeze\n        (friday\n          coffee\n' +
          '          error-rate\n          (db.replica\n            (backoff)\n            replicas\n' +
          '            page-oncall)\n          p2)\n        3))\n    (alert () error-rate timeout:30s 5)\n' +
          '    severity)\n  (db.replica\n    (()\n      p1\n      ((5 (severity ())) 3 error-rate)\n      (backoff)\n' +
          '      timeout:30s))\n  (p1 db.replica)\n  ((when db.primary)\n    ()\n    "on call (exp)"\n    alert)\n' +
          '  ((or\n     ()\n     not\n     (not db.replica backoff)\n     error-rate))\n  (((3\n      replicas\n' +
          '      (max-attempts\n        when\n        "on call (coffee)"\n        p2\n        p1)\n      ()\n' +
          '      retry)\n     page-oncall\n     retry\n     (not\n       page-oncall\n       ("on call (api)"\n' +
          '         ("on call (>)" (max-attempts))\n         api\n         (deploy-freeze)\n' +
          '         timeout:30s)))\n    not\n    (deploy-freeze page-oncall)\n    >)\n  retry\n  replicas\n  (alert\n' +
          '    (or\n      (friday\n        "on call (db.replica)"\n        max-attempts\n        p1))\n    (((api\n' +
          '        alert\n        (severity "on call (5)")\n        and\n        (coffee\n          api\n' +
          '          nil\n          alert\n          (db.primary db.primary)))\n       (service retry)\n' +
          '       service)\n      alert\n      and\n      ("on call (3)" retry)\n      ())\n    coffee)\n  ()\n' +
          '  "on call (service)"\n  ((and\n     (p2\n       db.replica\n       p2\n       (db.primary\n' +
          '         (deploy-freeze)\n         (("on call (page-oncall)"\n            5\n            page-oncall)\n' +
          '           5\n           (3 friday nil))\n         api))\n     ()\n     exp\n     db.primary)\n' +
          '    (((timeout:30s)\n       friday\n       api\n       ((>\n          page-oncall\n' +
          '          "on call (5)"\n          (deploy-freeze)\n          page-oncall)\n         3)\n       p2)\n' +
          '      and)\n    (() friday)\n    ("on call (5)"\n      ((("on call (coffee)")\n' +
          '         ("on call (api)"\n           exp\n           nil\n           when\n           and)\n         (>\n' +
          '           (p2 api "on call (3)" exp)\n           p2\n           (backoff\n             deploy-freeze\n' +
          '             api\n             "on call (3)")\n           replicas)\n         (retry\n' +
          '           "on call (db.primary)"\n           error-rate)\n         3)\n        "on call (exp)"\n' +
          '        page-oncall)\n      "on call (severity)"\n      ((coffee (replicas)) 3)))\n  ((() (()))\n' +
          '    (exp timeout:30s alert exp)\n    ((severity\n       ("on call (db.primary)")\n       (retry not)\n' +
          '       5)\n      alert\n      ()\n      ("on call (>)"\n        ((db.replica\n           p1\n' +
          '           (coffee page-oncall 3 retry)\n           coffee)\n          (timeout:30s deploy-freeze)\n' +
          '          severity)\n        when\n        alert)\n      friday)\n    api\n    (api\n' +
          '      (((() "on call (api)" retry)\n         0.05\n         5\n         p2))))\n  ()\n  ((db.primary\n' +
          '     ((error-rate\n        (deploy-freeze\n          severity\n          ("on call (error-rate)"\n' +
          '            page-oncall)\n          deploy-freeze\n          db.primary)\n        (db.replica\n' +
          '          db.replica\n          replicas\n          >\n          "on call (deploy-freeze)")))\n' +
          '     db.primary\n     ())\n    >\n    ("on call (friday)"\n      page-oncall\n      api))\n  p1\n' +
          '  db.primary\n  (p2\n    (page-oncall\n      and\n      (db.primary timeout:30s)\n      (p2 p2)\n' +
          '      not)\n    (()\n      (api\n        (5 or p1 error-rate)\n        (and\n          "on call (alert)"\n' +
          '          timeout:30s)\n        ("on call (>)"\n          when\n          (db.replica\n' +
          '            (when\n              "on call (5)"\n              or\n              exp\n' +
          '              retry)\n            p2\n            when)\n          not)\n        alert)\n' +
          '      (> severity retry db.replica))\n    ((exp () 3)\n      or\n      (0.05\n' +
          '        (retry "on call (page-oncall)")\n        retry\n        "on call (timeout:30s)")\n      retry\n' +
          '      "on call (p2)")\n    ((p2 (backoff 3 (db.replica) and))\n      (friday\n        (> (retry))\n' +
          '        backoff\n        coffee\n        db.primary)\n      severity))\n  ((max-attempts\n' +
          '     timeout:30s\n     (max-attempts\n       (replicas\n         (coffee\n           when\n' +
          '           not\n           db.primary\n           severity)\n         0.05))\n     when\n     (replicas\n' +
          '       (((nil)\n          alert\n          friday\n          timeout:30s\n          p1)\n         (p1)\n' +
          '         nil)\n       (max-attempts)\n       (("on call (deploy-freeze)"\n          "on call (p1)"\n' +
          '          "on call (timeout:30s)"\n          replicas)\n         p2)))))\n' },
      ],
    },
    E: {
      description:
        'The S-expression config should be pretty-printed compactly, filling lines like a paragraph. ' +
        'The flat form of an atom is the atom itself, and of a list it is ( followed by the flat forms of its elements joined by single spaces, then ). ' +
        'To print an expression e starting at column c (the number of characters already on the current line) when t closing parentheses will follow it on that line: if e is an atom or the empty list, or if c + (length of its flat form) + t <= W, print its flat form. ' +
        'Otherwise e is a list (x1 x2 ... xk): print (, then x1 starting at column c + 1 by the same rule (with t + 1 if k = 1, else 0); then, for each of x2 ... xk in turn, with u = t + 1 for xk and u = 0 for the others: if the current line length plus 1 plus the length of its flat form plus u is at most W, append a space and its flat form to the current line, otherwise start a new line indented by c + 2 spaces and print the element there by the same rule with t = u; finally print ) right after the last element. ' +
        'The whole expression is printed starting at column 0 with t = 0.',
      human: {
        input_format: 'The first line holds the width W (10 <= W <= 100). The rest of the input (at most 5000 characters) holds exactly one S-expression, possibly spread over several lines. An atom is a maximal run of 1 to 30 characters other than whitespace and parentheses; a list is ( followed by zero or more S-expressions and then ). Elements are separated by whitespace (any amount, line breaks included), which is optional next to parentheses. Lists are nested at most 30 deep. The emptiest input is the empty list (), which prints ().',
        output_format: 'The pretty-printed expression; leading spaces matter.',
        examples: { input: '20\n(define (fact n) (if (= n 0) 1 (* n (fact (- n 1)))))\n', output: '(define (fact n)\n  (if (= n 0) 1\n    (* n\n      (fact\n        (- n 1)))))\n' },
      },
      hints: ['Your printing routine has to tell its caller where the current line ended.'],
      par: 954,
      cases: [
        { tag: 'empty', input: '10\n()\n', output: '()\n' },
        { tag: 'minimum', input: '10\nx\n', output: 'x\n' },
        { tag: 'typical', input: '20\n(define (fact n) (if (= n 0) 1 (* n (fact (- n 1)))))\n', output: '(define (fact n)\n  (if (= n 0) 1\n    (* n\n      (fact\n        (- n 1)))))\n' },
        { tag: 'typical', input: '40\n' +
          '(service api (replicas 3) (retry (backoff exp) (max-attempts 5)) (alert (when (> error-rate 0.05)) (page-oncall p1)))\n', output: '(service api (replicas 3)\n  (retry (backoff exp) (max-attempts 5))\n' +
          '  (alert (when (> error-rate 0.05))\n    (page-oncall p1)))\n' },
        { tag: 'tricky', input: '10\n(retry-policy-for-the-payment-gateway x)\n', output: '(retry-policy-for-the-payment-gateway\n  x)\n' },
        { tag: 'tricky', input: '12\n((((((abc))))))\n', output: '((((((abc))))))\n' },
        { tag: 'tricky', input: '15\n(  a(b   c)\n   (d)e\n()  )\n', output: '(a (b c) (d) e\n  ())\n' },
        { tag: 'tricky', input: '30\n' +
          '(service api (replicas 3) (retry (backoff exp) (max-attempts 5)) (alert (when (> error-rate 0.05)) (page-oncall p1)))\n', output: '(service api (replicas 3)\n  (retry (backoff exp)\n    (max-attempts 5))\n  (alert\n' +
          '    (when (> error-rate 0.05))\n    (page-oncall p1)))\n' },
        { tag: 'typical', input: '60\n(config\n  ()\n  ((())\n    3\n    api\n    (retry (nil (coffee) coffee) > exp)\n' +
          '    (replicas (()) 5 db.replica p1))\n' +
          '  (() ((() (api) max-attempts) 3 ((nil error-rate ((api > service db.replica)\n' +
          '            >)) when deploy-freeze)) when (coffee (coffee\n        >) (or not ())) db.primary)\n' +
          '  (not () (p1 nil (() timeout:30s max-attempts (retry) when) (())) () and)\n  ((not\n' +
          '      max-attempts\n      exp\n      5) not (alert) ((p2 not timeout:30s)\n' +
          '      ((> 0.05 max-attempts when)\n        friday\n        service)\n      ()))\n  ()\n' +
          '  ((((severity ((when severity or))) db.primary ((coffee coffee 3 db.replica retry)\n          (())\n' +
          '          ()) max-attempts coffee)\n      error-rate\n      backoff\n' +
          '      >) (5 not service replicas ((coffee backoff max-attempts deploy-freeze when) (p1 error-rate) (> when retry (backoff max-attempts deploy-freeze)) deploy-freeze db.primary)) 3 (severity\n' +
          '      (api\n        service\n        db.replica)\n      (() (api p1 ()) retry backoff)\n      not\n' +
          '      (alert)) (nil () when timeout:30s ((()) deploy-freeze replicas))))\n', output: '(config ()\n  ((()) 3 api (retry (nil (coffee) coffee) > exp)\n    (replicas (()) 5 db.replica p1))\n' +
          '  (()\n    ((() (api) max-attempts) 3\n      ((nil error-rate ((api > service db.replica) >)) when\n' +
          '        deploy-freeze)) when (coffee (coffee >) (or not ()))\n    db.primary)\n  (not ()\n' +
          '    (p1 nil (() timeout:30s max-attempts (retry) when) (()))\n    () and)\n' +
          '  ((not max-attempts exp 5) not (alert)\n    ((p2 not timeout:30s)\n' +
          '      ((> 0.05 max-attempts when) friday service) ())) ()\n' +
          '  ((((severity ((when severity or))) db.primary\n      ((coffee coffee 3 db.replica retry) (()) ())\n' +
          '      max-attempts coffee) error-rate backoff >)\n    (5 not service replicas\n' +
          '      ((coffee backoff max-attempts deploy-freeze when)\n        (p1 error-rate)\n' +
          '        (> when retry (backoff max-attempts deploy-freeze))\n        deploy-freeze db.primary)) 3\n' +
          '    (severity (api service db.replica)\n      (() (api p1 ()) retry backoff) not (alert))\n' +
          '    (nil () when timeout:30s\n      ((()) deploy-freeze replicas))))\n' },
        { tag: 'maximum', input: '100\n(config\n  severity\n  when\n  and\n  deploy-freeze\n' +
          '  ((((p2 coffee) () page-oncall friday) friday or (p1)) error-rate 0.05 ())\n' +
          '  (when (db.replica (db.primary\n        ((p1 error-rate page-oncall retry) deploy-freeze () or)\n' +
          '        (db.primary backoff ((api service deploy-freeze) (db.replica\n              3\n' +
          '              nil\n' +
          '              backoff) when service (when exp)))) ()) severity ((and p1) 3 friday timeout:30s (backoff (exp replicas ((service or page-oncall p2))) (((exp error-rate coffee and and) exp page-oncall)) (not) error-rate)))\n' +
          '  ((nil) ((alert 5)\n      (p2\n        backoff\n        page-oncall\n        (db.replica)\n' +
          '        replicas)\n      backoff\n      (backoff friday)))\n  (db.primary\n    (alert)\n' +
          '    ((5 (db.primary db.replica (>))) (or (friday max-attempts) (exp when) ((api friday friday service) coffee (max-attempts)) 3) (page-oncall (nil or) (when\n' +
          '          service\n          ()\n          5\n          or) alert (severity p2)) replicas))\n' +
          '  (p1 (timeout:30s\n      (5 error-rate)) timeout:30s page-oncall)\n' +
          '  (((5 (0.05 timeout:30s (exp p2 5 p1) replicas) page-oncall not) coffee (nil (coffee not page-oncall) (nil max-attempts service ((nil)) and)) db.primary deploy-freeze) p2 (db.replica (when severity (retry db.primary severity) replicas) coffee) (and\n' +
          '      ((nil replicas) not retry page-oncall ())) retry)\n  (api service ((exp) (page-oncall\n' +
          '        deploy-freeze\n' +
          '        (3 (3 severity db.replica max-attempts backoff) exp)) ((db.replica error-rate 3))))\n  0.05\n' +
          '  page-oncall\n' +
          '  (((backoff deploy-freeze severity ((timeout:30s) (when (coffee) service api) severity)) ((((nil nil replicas)))\n' +
          '        db.replica\n        0.05\n        ((p1 coffee service)\n' +
          '          (db.primary exp (deploy-freeze) not)\n          5))) ((page-oncall error-rate severity (p2\n' +
          '          5\n          or\n          error-rate)) 5 p1) severity (3 exp (3 deploy-freeze) service))\n' +
          '  db.primary\n  ((timeout:30s))\n' +
          '  (timeout:30s ((exp) (error-rate (replicas not coffee exp) () (friday)) (not\n        service\n' +
          '        (((friday\n              max-attempts)\n            severity\n            p1) (page-oncall\n' +
          '            0.05\n            and))) (((not (p1 not) deploy-freeze)\n          0.05\n' +
          '          (db.primary or friday (service not when deploy-freeze retry) deploy-freeze)) (p1 ((deploy-freeze coffee 3 max-attempts when) (service exp friday db.primary) (exp deploy-freeze) api) nil (not db.replica) ()) 0.05 5 ((page-oncall)\n' +
          '          ((error-rate\n              when\n              timeout:30s\n              db.primary\n' +
          '              exp)))) (friday (db.primary (5 severity 3 (and db.primary) (nil\n              0.05\n' +
          '              db.primary)) severity) (>) 3 (db.replica 3))))\n  ((> deploy-freeze and friday)\n' +
          '    (p2)\n    timeout:30s)\n  (db.replica severity coffee (max-attempts ((>\n' +
          '          page-oncall) (deploy-freeze\n' +
          '          (() and (when or friday max-attempts when) (timeout:30s when backoff) db.primary)\n' +
          '          3\n          ((retry\n              nil\n              alert\n' +
          '              0.05) exp deploy-freeze p2)) deploy-freeze (((when when error-rate deploy-freeze nil) p1 0.05 (coffee))\n' +
          '          (timeout:30s (p2) retry severity (backoff coffee))\n          not\n' +
          '          p2) timeout:30s)))\n  ()\n  (>)\n' +
          '  (p2 () (severity 5 backoff alert (max-attempts retry (retry (nil nil nil) (backoff > (max-attempts) db.primary)) db.primary when)) nil backoff)\n' +
          '  nil\n  (or or severity severity)\n  retry\n  (((((3 api error-rate)\n          (page-oncall\n' +
          '            p2\n            or)\n          5\n' +
          '          deploy-freeze) max-attempts (when (db.replica db.replica (deploy-freeze) replicas page-oncall) (coffee api error-rate coffee) backoff))))\n' +
          '  (nil p1 service)\n' +
          '  ((when ((nil ((friday replicas 0.05 db.primary 3) deploy-freeze) replicas)) (coffee severity > 3 0.05) (timeout:30s (5 (page-oncall) (p2 and page-oncall 3 timeout:30s) retry (> ()))) 0.05))\n' +
          '  (service ((not) nil) 0.05 (coffee\n      severity\n      not\n      page-oncall\n      coffee) (((nil\n' +
          '          exp\n          not))\n      ((or\n          ((when not deploy-freeze p1) severity)\n' +
          '          (exp (when) 5)\n          0.05) replicas)\n      p2))\n' +
          '  (p2 (timeout:30s deploy-freeze 0.05 ((0.05 replicas retry backoff friday) (nil\n' +
          '          error-rate\n          max-attempts) (replicas) coffee) retry))\n' +
          '  (((error-rate () >) p1 (db.replica\n        (error-rate (and p1 backoff backoff))\n' +
          '        or) (replicas friday)) () backoff (alert\n      ((exp\n          p2\n          service\n' +
          '          exp) when ((coffee api 0.05 (>\n              3\n              exp\n              api\n' +
          '              or)) (friday\n            p1\n            exp\n            timeout:30s\n' +
          '            api) 0.05 3))\n      3\n' +
          '      alert) (severity p2 ((not deploy-freeze)) coffee (retry or ((3 0.05) replicas api)))))\n', output: '(config severity when and deploy-freeze\n' +
          '  ((((p2 coffee) () page-oncall friday) friday or (p1)) error-rate 0.05 ())\n  (when\n    (db.replica\n' +
          '      (db.primary ((p1 error-rate page-oncall retry) deploy-freeze () or)\n' +
          '        (db.primary backoff\n' +
          '          ((api service deploy-freeze) (db.replica 3 nil backoff) when service (when exp)))) ())\n' +
          '    severity\n    ((and p1) 3 friday timeout:30s\n' +
          '      (backoff (exp replicas ((service or page-oncall p2)))\n' +
          '        (((exp error-rate coffee and and) exp page-oncall)) (not) error-rate)))\n' +
          '  ((nil) ((alert 5) (p2 backoff page-oncall (db.replica) replicas) backoff (backoff friday)))\n' +
          '  (db.primary (alert)\n    ((5 (db.primary db.replica (>)))\n' +
          '      (or (friday max-attempts) (exp when) ((api friday friday service) coffee (max-attempts)) 3)\n' +
          '      (page-oncall (nil or) (when service () 5 or) alert (severity p2)) replicas))\n' +
          '  (p1 (timeout:30s (5 error-rate)) timeout:30s page-oncall)\n' +
          '  (((5 (0.05 timeout:30s (exp p2 5 p1) replicas) page-oncall not) coffee\n' +
          '     (nil (coffee not page-oncall) (nil max-attempts service ((nil)) and)) db.primary deploy-freeze)\n' +
          '    p2 (db.replica (when severity (retry db.primary severity) replicas) coffee)\n' +
          '    (and ((nil replicas) not retry page-oncall ())) retry)\n  (api service\n' +
          '    ((exp) (page-oncall deploy-freeze (3 (3 severity db.replica max-attempts backoff) exp))\n' +
          '      ((db.replica error-rate 3)))) 0.05 page-oncall\n' +
          '  (((backoff deploy-freeze severity ((timeout:30s) (when (coffee) service api) severity))\n' +
          '     ((((nil nil replicas))) db.replica 0.05\n' +
          '       ((p1 coffee service) (db.primary exp (deploy-freeze) not) 5)))\n' +
          '    ((page-oncall error-rate severity (p2 5 or error-rate)) 5 p1) severity\n' +
          '    (3 exp (3 deploy-freeze) service)) db.primary ((timeout:30s))\n  (timeout:30s\n' +
          '    ((exp) (error-rate (replicas not coffee exp) () (friday))\n' +
          '      (not service (((friday max-attempts) severity p1) (page-oncall 0.05 and)))\n' +
          '      (((not (p1 not) deploy-freeze) 0.05\n' +
          '         (db.primary or friday (service not when deploy-freeze retry) deploy-freeze))\n        (p1\n' +
          '          ((deploy-freeze coffee 3 max-attempts when) (service exp friday db.primary)\n' +
          '            (exp deploy-freeze) api) nil (not db.replica) ()) 0.05 5\n' +
          '        ((page-oncall) ((error-rate when timeout:30s db.primary exp))))\n' +
          '      (friday (db.primary (5 severity 3 (and db.primary) (nil 0.05 db.primary)) severity) (>) 3\n' +
          '        (db.replica 3)))) ((> deploy-freeze and friday) (p2) timeout:30s)\n' +
          '  (db.replica severity coffee\n    (max-attempts\n      ((> page-oncall)\n        (deploy-freeze\n' +
          '          (() and (when or friday max-attempts when) (timeout:30s when backoff) db.primary) 3\n' +
          '          ((retry nil alert 0.05) exp deploy-freeze p2)) deploy-freeze\n' +
          '        (((when when error-rate deploy-freeze nil) p1 0.05 (coffee))\n' +
          '          (timeout:30s (p2) retry severity (backoff coffee)) not p2) timeout:30s))) () (>)\n  (p2 ()\n' +
          '    (severity 5 backoff alert\n' +
          '      (max-attempts retry (retry (nil nil nil) (backoff > (max-attempts) db.primary)) db.primary\n' +
          '        when)) nil backoff) nil (or or severity severity) retry\n' +
          '  (((((3 api error-rate) (page-oncall p2 or) 5 deploy-freeze) max-attempts\n' +
          '      (when (db.replica db.replica (deploy-freeze) replicas page-oncall)\n' +
          '        (coffee api error-rate coffee) backoff)))) (nil p1 service)\n' +
          '  ((when ((nil ((friday replicas 0.05 db.primary 3) deploy-freeze) replicas))\n' +
          '     (coffee severity > 3 0.05)\n' +
          '     (timeout:30s (5 (page-oncall) (p2 and page-oncall 3 timeout:30s) retry (> ()))) 0.05))\n' +
          '  (service ((not) nil) 0.05 (coffee severity not page-oncall coffee)\n' +
          '    (((nil exp not)) ((or ((when not deploy-freeze p1) severity) (exp (when) 5) 0.05) replicas) p2))\n' +
          '  (p2\n    (timeout:30s deploy-freeze 0.05\n' +
          '      ((0.05 replicas retry backoff friday) (nil error-rate max-attempts) (replicas) coffee) retry))\n' +
          '  (((error-rate () >) p1 (db.replica (error-rate (and p1 backoff backoff)) or) (replicas friday)) ()\n' +
          '    backoff\n    (alert\n      ((exp p2 service exp) when\n' +
          '        ((coffee api 0.05 (> 3 exp api or)) (friday p1 exp timeout:30s api) 0.05 3)) 3 alert)\n' +
          '    (severity p2 ((not deploy-freeze)) coffee (retry or ((3 0.05) replicas api)))))\n' },
        { tag: 'maximum', input: '40\n(config\n  ()\n  (or)\n  3\n  (((3 severity (nil)) (or not) api)\n    retry\n    (db.primary))\n' +
          '  ((p1 ())\n    (((or (3\n            when\n            (p1 error-rate p2))) service)))\n  ((3))\n' +
          '  db.primary\n  (>\n    ((severity (and\n          friday\n          (p1 () (exp\n              friday\n' +
          '              when) (p1 page-oncall p2 page-oncall deploy-freeze))\n' +
          '          exp) alert max-attempts (or))))\n  (coffee (coffee >))\n  p1\n  ((max-attempts (service)))\n' +
          '  (((nil\n        page-oncall) alert 3) (and retry) (nil))\n' +
          '  (api () ((when 5 severity) (5 alert timeout:30s db.primary) () 0.05) 5)\n  retry\n  severity\n' +
          '  coffee\n  nil\n  (() ((friday deploy-freeze > (> ((backoff coffee retry))))\n      p1\n      exp))\n' +
          '  db.primary\n  db.replica\n  (5 () (p2 3))\n  error-rate\n  replicas\n  p1\n  page-oncall\n  ()\n  retry\n' +
          '  (friday\n' +
          '    (friday ((p2) timeout:30s retry 5) ((retry (backoff) and p2 coffee) not (())) (5 replicas exp) coffee)\n' +
          '    page-oncall\n    (or (and\n        ((page-oncall (5) db.replica deploy-freeze max-attempts))\n' +
          '        and\n        when\n        timeout:30s) nil))\n  (alert\n    (db.replica)\n    (((nil nil and)\n' +
          '        timeout:30s\n' +
          '        (alert (api (error-rate) backoff 5) exp (() error-rate coffee) error-rate)\n        ((alert\n' +
          '            backoff) 0.05 (deploy-freeze and 5 db.primary)))\n' +
          '      (p2 when (error-rate when retry) p2 >))\n    (exp friday)\n    ())\n  severity\n  page-oncall\n' +
          '  ((((severity () coffee db.primary when)\n        retry\n        backoff\n' +
          '        timeout:30s) ((5 service api)) (((error-rate friday) severity () exp) deploy-freeze ((nil timeout:30s db.primary friday api)) when) (db.replica api friday page-oncall not) (backoff\n' +
          '        (3 3 page-oncall)\n        (service > (coffee service) timeout:30s coffee)\n        nil))\n' +
          '    service\n    (or)\n    (3 (((()\n            and\n' +
          '            >) and max-attempts (api (p1))) or when (not (3\n' +
          '            (page-oncall coffee timeout:30s)) (when replicas 0.05 alert)) (3 severity)) (or friday)))\n' +
          '  p1\n  p2\n  ((((5)\n        (replicas severity)\n        error-rate\n        ()\n' +
          '        (friday friday api exp timeout:30s)) (db.primary\n' +
          '        db.primary) friday) (service) (backoff and coffee (((alert retry service) not service () alert) service) (deploy-freeze max-attempts (severity p2 severity (0.05 (page-oncall db.primary 5 max-attempts when) deploy-freeze error-rate (db.primary))) (() (exp)) friday)) not db.primary)\n' +
          '  when\n  ()\n  p1\n  timeout:30s\n  db.primary\n  max-attempts\n  (coffee (replicas) (((>\n' +
          '          db.replica\n' +
          '          timeout:30s) and (max-attempts) ((> api (api) 3) max-attempts when) ())))\n' +
          '  (max-attempts 5 (((p2) (or\n          api\n          or\n          replicas\n' +
          '          nil) when db.primary 5) (> ((error-rate) exp page-oncall (coffee backoff deploy-freeze api 3)) ((timeout:30s api (page-oncall\n' +
          '              error-rate)) 3 (backoff) not replicas) ((replicas\n' +
          '            (api timeout:30s)) nil)) ((((> not timeout:30s nil severity) > 5) when) p2 timeout:30s)))\n' +
          '  ((not) and severity (db.primary))\n  (timeout:30s max-attempts)\n  (5\n    ()\n    ((())\n' +
          '      ((error-rate db.replica (0.05\n            coffee\n            page-oncall) when) (5\n' +
          '          (0.05\n            (deploy-freeze\n              not))\n' +
          '          not) (alert db.replica (p1 timeout:30s page-oncall error-rate replicas) ((alert coffee severity replicas 3)) deploy-freeze))\n' +
          '      alert)\n    ()\n    friday)\n  db.primary\n' +
          '  (timeout:30s ((db.replica service alert (page-oncall 0.05 ())) ((error-rate (p2 page-oncall db.primary 0.05)) db.replica ((when > deploy-freeze (when 0.05 error-rate db.primary)) backoff db.primary service severity) (page-oncall\n' +
          '          >\n          retry\n          friday\n          p1)) or) () (db.replica\n' +
          '      (and deploy-freeze deploy-freeze)))\n  timeout:30s\n  coffee\n  (p2 deploy-freeze () ((()\n' +
          '        (nil exp when or nil)\n        (friday))) (severity db.replica alert))\n' +
          '  (p2 coffee ((api (db.primary\n          (>\n            (and retry p2 not db.replica)\n' +
          '            retry)\n          3) (alert api page-oncall)) p2) (() (or) (replicas or (3\n          nil\n' +
          '          or\n          (nil coffee 3 >)\n          db.primary)) page-oncall 3))\n  ()\n  p1\n  (((0.05\n' +
          '        >)\n      db.replica\n      (3 (page-oncall) and)) ())\n  (())\n' +
          '  ((db.primary) ((coffee db.replica)\n      or\n      severity\n' +
          '      >) (friday and db.replica timeout:30s) retry)\n  (not () ((5\n' +
          '        >) ((not timeout:30s > deploy-freeze) friday (replicas ((error-rate retry severity 0.05 nil) and ()) friday and p1) (p2) ((service))) db.replica backoff (service (alert timeout:30s error-rate p1 when) (5 retry max-attempts ((backoff) () > (page-oncall)) p2) friday))))\n', output: '(config () (or) 3\n  (((3 severity (nil)) (or not) api)\n    retry (db.primary))\n  ((p1 ())\n' +
          '    (((or (3 when (p1 error-rate p2)))\n       service))) ((3)) db.primary\n  (>\n    ((severity\n' +
          '       (and friday\n         (p1 () (exp friday when)\n           (p1 page-oncall p2\n' +
          '             page-oncall deploy-freeze))\n         exp) alert max-attempts (or))))\n' +
          '  (coffee (coffee >)) p1\n  ((max-attempts (service)))\n  (((nil page-oncall) alert 3)\n' +
          '    (and retry) (nil))\n  (api ()\n    ((when 5 severity)\n      (5 alert timeout:30s db.primary)\n' +
          '      () 0.05) 5) retry severity coffee\n  nil\n  (()\n    ((friday deploy-freeze >\n' +
          '       (> ((backoff coffee retry)))) p1\n      exp)) db.primary db.replica\n' +
          '  (5 () (p2 3)) error-rate replicas p1\n  page-oncall () retry\n  (friday\n' +
          '    (friday ((p2) timeout:30s retry 5)\n      ((retry (backoff) and p2 coffee)\n' +
          '        not (())) (5 replicas exp)\n      coffee) page-oncall\n    (or\n      (and\n' +
          '        ((page-oncall (5) db.replica\n           deploy-freeze max-attempts))\n' +
          '        and when timeout:30s) nil))\n  (alert (db.replica)\n    (((nil nil and) timeout:30s\n' +
          '       (alert\n         (api (error-rate) backoff 5)\n         exp (() error-rate coffee)\n' +
          '         error-rate)\n       ((alert backoff) 0.05\n         (deploy-freeze and 5\n' +
          '           db.primary)))\n      (p2 when (error-rate when retry)\n' +
          '        p2 >)) (exp friday) ()) severity\n  page-oncall\n  ((((severity () coffee db.primary\n' +
          '       when) retry backoff timeout:30s)\n     ((5 service api))\n' +
          '     (((error-rate friday) severity ()\n        exp) deploy-freeze\n' +
          '       ((nil timeout:30s db.primary\n          friday api)) when)\n' +
          '     (db.replica api friday page-oncall\n       not)\n     (backoff (3 3 page-oncall)\n' +
          '       (service > (coffee service)\n         timeout:30s coffee) nil))\n    service (or)\n    (3\n' +
          '      (((() and >) and max-attempts\n         (api (p1))) or when\n        (not\n          (3\n' +
          '            (page-oncall coffee\n              timeout:30s))\n          (when replicas 0.05 alert))\n' +
          '        (3 severity)) (or friday))) p1\n  p2\n  ((((5) (replicas severity) error-rate\n      ()\n' +
          '      (friday friday api exp\n        timeout:30s))\n     (db.primary db.primary) friday)\n' +
          '    (service)\n    (backoff and coffee\n      (((alert retry service) not\n' +
          '         service () alert) service)\n      (deploy-freeze max-attempts\n        (severity p2 severity\n' +
          '          (0.05\n            (page-oncall db.primary 5\n              max-attempts when)\n' +
          '            deploy-freeze error-rate\n            (db.primary))) (() (exp))\n' +
          '        friday)) not db.primary) when ()\n  p1 timeout:30s db.primary max-attempts\n' +
          '  (coffee (replicas)\n    (((> db.replica timeout:30s) and\n       (max-attempts)\n' +
          '       ((> api (api) 3) max-attempts\n         when) ())))\n  (max-attempts 5\n' +
          '    (((p2) (or api or replicas nil) when\n       db.primary 5)\n      (>\n' +
          '        ((error-rate) exp page-oncall\n          (coffee backoff deploy-freeze\n            api 3))\n' +
          '        ((timeout:30s api\n           (page-oncall error-rate)) 3\n          (backoff) not replicas)\n' +
          '        ((replicas (api timeout:30s))\n          nil))\n      ((((> not timeout:30s nil\n' +
          '           severity) > 5) when) p2\n        timeout:30s)))\n  ((not) and severity (db.primary))\n' +
          '  (timeout:30s max-attempts)\n  (5 ()\n    ((())\n      ((error-rate db.replica\n' +
          '         (0.05 coffee page-oncall) when)\n        (5 (0.05 (deploy-freeze not))\n          not)\n' +
          '        (alert db.replica\n          (p1 timeout:30s page-oncall\n            error-rate replicas)\n' +
          '          ((alert coffee severity\n             replicas 3))\n          deploy-freeze)) alert) ()\n' +
          '    friday) db.primary\n  (timeout:30s\n    ((db.replica service alert\n       (page-oncall 0.05 ()))\n' +
          '      ((error-rate\n         (p2 page-oncall db.primary\n           0.05)) db.replica\n' +
          '        ((when > deploy-freeze\n           (when 0.05 error-rate\n             db.primary)) backoff\n' +
          '          db.primary service severity)\n        (page-oncall > retry friday p1))\n      or) ()\n' +
          '    (db.replica\n      (and deploy-freeze\n        deploy-freeze))) timeout:30s\n  coffee\n' +
          '  (p2 deploy-freeze ()\n    ((() (nil exp when or nil)\n       (friday)))\n' +
          '    (severity db.replica alert))\n  (p2 coffee\n    ((api\n       (db.primary\n         (>\n' +
          '           (and retry p2 not db.replica)\n           retry) 3)\n       (alert api page-oncall)) p2)\n' +
          '    (() (or)\n      (replicas or\n        (3 nil or (nil coffee 3 >)\n' +
          '          db.primary)) page-oncall 3))\n  () p1\n  (((0.05 >) db.replica\n' +
          '     (3 (page-oncall) and)) ()) (())\n  ((db.primary)\n    ((coffee db.replica) or severity >)\n' +
          '    (friday and db.replica timeout:30s)\n    retry)\n  (not ()\n    ((5 >)\n' +
          '      ((not timeout:30s > deploy-freeze)\n        friday\n        (replicas\n' +
          '          ((error-rate retry severity\n             0.05 nil) and ()) friday\n' +
          '          and p1) (p2) ((service)))\n      db.replica backoff\n      (service\n' +
          '        (alert timeout:30s error-rate p1\n          when)\n        (5 retry max-attempts\n' +
          '          ((backoff) () > (page-oncall))\n          p2) friday))))\n' },
      ],
    },
  },
};
